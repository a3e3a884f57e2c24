// "Buy again" twice: re-ordering adds the order's lines to the cart, and line identity sums a line that is
// already there (re-ordering twice doubles the quantities). Before a re-order the storefront asks when the cart
// already holds lines of the order: the same product with the same personalisation and bundle selection, at
// least as many as the order had. Pure: the order's lines and the cart's, as the API renders them.

export type ComparableLine = {
  productId: string | null | undefined;
  name: string;
  quantity: number;
  customInputs?: unknown;
  selectedOptions?: unknown;
};

/** JSON with object keys sorted, so that two equal maps written in another order compare equal. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return "null";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "null";
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

const identity = (line: ComparableLine) => `${line.productId?.toLowerCase()}|${canonical(line.customInputs)}|${canonical(line.selectedOptions)}`;

/** The order's product lines that the cart already holds (the same line, at least the order's quantity). */
export function alreadyInCart(order: ComparableLine[], cart: ComparableLine[]): ComparableLine[] {
  const held = new Map<string, number>();
  for (const line of cart) {
    if (!line.productId) continue;
    held.set(identity(line), (held.get(identity(line)) ?? 0) + line.quantity);
  }
  return order.filter((line) => line.productId && (held.get(identity(line)) ?? 0) >= line.quantity);
}

/** "2 × Ceramic Mug". */
export const lineInWords = (line: ComparableLine) => `${line.quantity} × ${line.name}`;
