// What a refund by line gives back (docs/orders.md "Refunds"): what the shopper paid for the line (its share of every
// discount and its tax included: charged-line.ts), shared out over its units; rounding is settled so that refunding
// every unit, in any number of steps, gives back exactly what the line was charged (the last unit gets the remainder). The amount is then taken back from the order's payments, oldest
// first, never more from one than it took.

/** What refunding `units` more units of a line gives back, when `alreadyRefunded` of its `quantity` have been. */
export function lineRefundAmount(lineTotal: number, quantity: number, alreadyRefunded: number, units: number): number {
  const share = (n: number) => Math.round((lineTotal * n) / quantity);
  return share(alreadyRefunded + units) - share(alreadyRefunded);
}

/** The amount spread over the payments that can still give money back, oldest first; undefined when they cannot cover it. */
export function spreadRefund(payments: readonly { id: string; refundable: number }[], amount: number): { id: string; amount: number }[] | undefined {
  const parts: { id: string; amount: number }[] = [];
  let left = amount;
  for (const p of payments) {
    if (left === 0) break;
    const take = Math.min(left, p.refundable);
    if (take > 0) parts.push({ id: p.id, amount: take });
    left -= take;
  }
  return left === 0 ? parts : undefined;
}
