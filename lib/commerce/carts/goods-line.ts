// A goods line of a cart or an order: what the shopper buys (a catalog product, a custom item, a subscription),
// as opposed to a promotion line, which only carries a discount. Lines that are made, packed, refunded, listed
// in e-mails and counted in the header are goods lines.

export const isGoodsLine = (line: { type: string }): boolean => line.type !== "promotion_item";
