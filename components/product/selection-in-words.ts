// A bundle component's min/max as a shopper reads it ("Choose 1 or 2", "Optional: choose up to 3").
const options = (n: number) => `${n} ${n === 1 ? "option" : "options"}`;

export function selectionRangeInWords({ min, max }: { min: number; max: number }): string {
  if (max <= 0) return "Nothing to choose";
  if (min <= 0) return `Optional: choose up to ${options(max)}`;
  if (min === max) return `Choose ${options(min)}`;
  if (max === min + 1) return `Choose ${min} or ${options(max)}`;
  return `Choose ${min} to ${options(max)}`;
}

/** Why an option cannot be chosen now: the component already has its most. */
export function atMostReason(componentName: string, max: number): string {
  return `${componentName} takes at most ${options(max)}: clear one to choose this.`;
}
