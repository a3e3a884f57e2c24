// A cart-level discount (a promotion, a custom discount) is shared out over the lines it reduces with this rule, so
// that every line knows what it actually costs and its tax is the tax of that (tax-after-discounts.ts; the contract's
// Totals rule; docs/money.md "Discounts and tax"). Pure and exact (integers, BigInt products).

/**
 * Rule: shares `total` (≥ 0 minor units) among lines in proportion to their `weights` (≥ 0, what each line costs):
 * every share is the floor of its exact part, and the units left over go to the largest line (the earliest of equal
 * lines), then, should it be full, to the next largest. The shares sum to `total` exactly and no share exceeds its
 * weight when `total` does not exceed the sum of the weights.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => Number((bigTotal * BigInt(w)) / bigSum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const bySize = weights.map((w, index) => ({ w, index })).sort((a, b) => b.w - a.w || a.index - b.index);
  for (const { w, index } of bySize) {
    if (left <= 0) break;
    const room = Math.min(left, w - shares[index]);
    shares[index] += room;
    left -= room;
  }
  return shares;
}
