// The range of the cart expiry, on its own so that the admin form can show it without loading zod
// (validate.ts, whose rules use it, comes to the browser only when the form first checks a field).
export const CART_EXPIRY_DAYS_MIN = 1;
export const CART_EXPIRY_DAYS_MAX = 365;
