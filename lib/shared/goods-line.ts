// A goods line of a cart or an order: what the shopper buys (a catalog product, a custom item, a subscription),
// as opposed to a promotion line, which only carries a discount. Lines that are made, packed, refunded, listed
// in e-mails and counted in the header are goods lines. The rule lives here, in lib/shared, because storage
// (which may not import the domain), the domain, the API client and components all ask it; its SQL twin is
// lib/storage/carts/goods-line-sql.ts (bound to it by tests/api/cart-rules-sql.test.ts).

export const isGoodsLine = (line: { type: string }): boolean => line.type !== "promotion_item";
