// The header search combobox's active suggestion and what its live region says, pure (search-box.tsx).

/**
 * The active suggestion's index after an arrow key in a list of `count` (-1: none active, the shopper's words are what
 * Enter submits). The arrows wrap: down from the last (or from none) goes to the first, up from the first (or from
 * none) to the last, as Dawn's predictive search does. An index past the list (it shrank) counts as none.
 */
export function moveActive(active: number, count: number, arrow: "next" | "previous"): number {
  if (count <= 0) return -1;
  const from = active >= 0 && active < count ? active : -1;
  if (arrow === "next") return from === -1 ? 0 : (from + 1) % count;
  return from === -1 ? count - 1 : (from - 1 + count) % count;
}

/** What the live region says once the suggestions for the shopper's words have come. */
export function suggestionsMessage(count: number): string {
  if (count === 0) return "No products match";
  return `${count} suggestion${count === 1 ? "" : "s"}`;
}
