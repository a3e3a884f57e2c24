// Custom discounts are cart-level amounts; to keep "the sum of the lines plus shipping equals the cart
// total" true, the cart's recalculation (cart-discounts.ts) spreads them over the product lines with
// this rule. Pure and exact (integers, BigInt products).

/**
 * Rule: shares `total` (≥ 0 minor units) among lines in proportion to their `weights` (≥ 0), by the
 * largest remainder: every share is the floor of its exact part, and the units left over go one each
 * to the largest remainders (earlier lines first on a tie). The shares sum to `total` exactly and
 * no share exceeds its weight when `total` does not exceed the sum of the weights.
 */
export function allocateProportionally(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((w, index) => {
    const exact = bigTotal * BigInt(w);
    return { index, share: exact / bigSum, remainder: exact % bigSum };
  });
  let left = total - parts.reduce((a, p) => a + Number(p.share), 0);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left <= 0) break;
    if (part.remainder === 0n) continue;
    part.share += 1n;
    left -= 1;
  }
  return parts.map((p) => Number(p.share));
}
