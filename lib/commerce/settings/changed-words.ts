// How a settings change's activity row lists what changed: "name", "name and address", "name, address and phone".
export function changedWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
