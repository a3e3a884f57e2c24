// What GET /v2/carts/{id} and GET /v2/carts/{id}/items include beside the cart: `include` as EP's clients send
// it, repeated (`include=items&include=tax_items`) or as a comma list (`include=items,promotions`). A value
// EP does not define is refused (400 `enum`), never ignored.
import { ApiError } from "../errors";

export const CART_INCLUDES = ["items", "tax_items", "custom_discounts", "promotions"] as const;
export type CartInclude = (typeof CART_INCLUDES)[number];

export function parseCartInclude(values: string[]): Set<CartInclude> {
  const parts = values.flatMap((value) => value.split(",")).map((part) => part.trim()).filter(Boolean);
  const unknown = parts.filter((part) => !(CART_INCLUDES as readonly string[]).includes(part));
  if (unknown.length) {
    throw new ApiError(
      unknown.map((value) => ({
        status: 400,
        title: "enum",
        detail: `include must be one or more of: ${CART_INCLUDES.join(", ")}`,
        source: "include",
        meta: { value },
      })),
    );
  }
  return new Set(parts as CartInclude[]);
}
