// What a product page suggests (issue 48): the products linked to it through a custom relationship first, in the
// relationships' order and then each one's links', then others of its categories; never the product itself nor
// another of its variations (its base product, its siblings, its children), each product once, at most `limit`.
type Suggestible = { id: string; baseProductId?: string | null };

export function relatedFirst<T extends Suggestible>(linked: readonly T[], sameCategory: readonly T[], shown: Suggestible, limit: number): T[] {
  const family = shown.baseProductId ?? shown.id;
  const suggested = new Map<string, T>();
  for (const row of [...linked, ...sameCategory]) {
    if (suggested.size >= limit) break;
    if (row.id === shown.id || row.id === family || row.baseProductId === family) continue;
    if (!suggested.has(row.id)) suggested.set(row.id, row);
  }
  return [...suggested.values()];
}
