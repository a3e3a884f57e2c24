// What the administrators' order search means (/admin/orders?q=…): a number query ("1001", "#1001", or with the
// store's letters prefix, "CW-1001") finds the order with that number; any other text finds orders whose customer's
// name or e-mail holds it (any part, any case). Either way a line whose SKU is the text (any case) finds its order.
// The text is capped so a search stays cheap: a name or e-mail match is a bounded ILIKE scan (no trigram index on
// PGlite), a number or SKU an index look-up.
export const ORDER_SEARCH_MAX = 100;

/** An order number fits the database's integer. */
const LARGEST_NUMBER = 2_147_483_647;

export type OrderSearch = {
  /** The order number asked for, when the text is a number query. */
  number?: number;
  /** Text to find in the customer's name or e-mail, when it is not a number query. */
  text?: string;
  /** A line's SKU, compared lower-cased. */
  sku: string;
};

/** The search the typed text asks for, or undefined when there is nothing to search for. */
export function orderSearchOf(typed: string | undefined): OrderSearch | undefined {
  const q = (typed ?? "").trim().slice(0, ORDER_SEARCH_MAX);
  if (!q) return undefined;
  const sku = q.toLowerCase();
  const numbered = /^#?\s*[A-Za-z]*-?\s*(\d{1,12})$/.exec(q);
  if (numbered) {
    const number = Number(numbered[1]);
    return number <= LARGEST_NUMBER ? { number, sku } : { sku };
  }
  return { text: q, sku };
}

/** A LIKE pattern that finds the text anywhere: its own `%`, `_` and `\` match only themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
