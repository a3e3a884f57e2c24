// How a person reads and says an order's number: "#1001". The API carries the bare number in the order's `meta`
// (EP's own `order_number` is the caller's to set); pages, e-mails and the packing slip use this label.
export const orderNumberLabel = (number: number): string => `#${number}`;

/** "Order #1001", the heading and title of an order wherever a person reads it. */
export const orderTitle = (number: number): string => `Order ${orderNumberLabel(number)}`;
