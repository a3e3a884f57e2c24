// How a person reads and says an order's number: the store's prefix and the number, "#1001" or "CW-1001" (the
// prefix is a store detail, lib/commerce/settings/store-details.ts; "#" until one is chosen). The API carries the bare
// number in the order's `meta` (EP's own `order_number` is the caller's to set); pages, e-mails and the packing slip
// use this label, with the prefix read once for the request (or the message) and passed in.
export const DEFAULT_ORDER_PREFIX = "#";

export const orderNumberLabel = (number: number, prefix: string): string => `${prefix}${number}`;

/** "Order #1001", the heading and title of an order wherever a person reads it. */
export const orderTitle = (number: number, prefix: string): string => `Order ${orderNumberLabel(number, prefix)}`;
