// The line an order keeps (order_items.cart_item): the cart item resource as checkout rendered it
// (lib/commerce/carts/cart-resource.ts `itemResource`). Parsed once here, when order rows are read, so every reader —
// e-mails, refunds, fulfilment, stock, the tax report, the admin, the storefront and the API — gets one typed shape
// instead of casting the JSON. Keys the schema does not name are kept (the API renders the line as it was stored).
// A line that does not fit is a stored-data fault, not a shopper's error: it throws, naming the line and the field.
import { z } from "zod";

export const ORDER_LINE_TYPES = ["cart_item", "custom_item", "promotion_item", "subscription_item"] as const;

const money = z.object({ amount: z.number(), currency: z.string(), formatted: z.string() });
const unitValue = z.object({ unit: money, value: money });

export const storedOrderLineSchema = z.looseObject({
  id: z.string().min(1),
  type: z.enum(ORDER_LINE_TYPES),
  name: z.string(),
  sku: z.string().optional(),
  quantity: z.number().int().min(1),
  product_id: z.string().optional(),
  image: z.looseObject({ href: z.string() }).optional(),
  /** The shopper's text by input key (the engraving). */
  custom_inputs: z.record(z.string(), z.string()).optional(),
  /** A bundle's choice: per component, units of each option. */
  bundle_configuration: z.object({ selected_options: z.record(z.string(), z.record(z.string(), z.number())) }).optional(),
  /** A promotion line's promotion and the code that applied it (null: applied without a code). */
  promotion_id: z.string().nullable().optional(),
  code: z.string().nullable().optional(),
  taxes: z.array(z.looseObject({ name: z.string(), code: z.string(), jurisdiction: z.string(), rate: z.number() })).optional(),
  relationships: z.record(z.string(), z.unknown()).optional(),
  meta: z.looseObject({
    display_price: z.object({ with_tax: unitValue, without_tax: unitValue, tax: unitValue, discount: unitValue, without_discount: unitValue }),
  }),
});

/** An order's line as it was at checkout: the one shape every reader of an order's lines uses. */
export type StoredOrderLine = z.output<typeof storedOrderLineSchema>;

/** A stored line that does not fit the schema: which line and which fields, so the fault can be found in the data. */
export class MalformedOrderLineError extends Error {
  constructor(itemId: string, issues: readonly z.core.$ZodIssue[]) {
    const fields = issues.map((issue) => `${issue.path.join(".") || "(line)"}: ${issue.message}`).join("; ");
    super(`order item ${itemId}: stored line is malformed (${fields})`);
    this.name = "MalformedOrderLineError";
  }
}

/** The stored JSON of order item `itemId`, parsed; throws MalformedOrderLineError when it does not fit. */
export function parseStoredOrderLine(itemId: string, json: unknown): StoredOrderLine {
  const parsed = storedOrderLineSchema.safeParse(json);
  if (!parsed.success) throw new MalformedOrderLineError(itemId, parsed.error.issues);
  return parsed.data;
}

/** Order item rows as read from the database, their stored line parsed (the rows' other columns untouched). */
export function withParsedLines<Row extends { id: string; cartItem: unknown }>(rows: Row[]): (Row & { cartItem: StoredOrderLine })[] {
  return rows.map((row) => ({ ...row, cartItem: parseStoredOrderLine(row.id, row.cartItem) }));
}
