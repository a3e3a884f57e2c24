// The unpaid order settings form's schema, apart from the storage so the browser can load it (the admin form and
// the Server Action check the same rules). The ranges are the table's CHECKs (lib/storage/schema.ts order_settings).
import { z } from "zod";

export const UNPAID_ORDER_DAYS = { min: 1, max: 90 } as const;
export const UNPAID_ORDERS_PER_SHOPPER = { min: 1, max: 100 } as const;

/** A whole number typed in a form (or sent as a number) within `range`. */
function wholeNumber(range: { min: number; max: number }, message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(range.min, { error: message }).max(range.max, { error: message }),
  );
}

export const unpaidOrderSettingsSchema = z.object({
  unpaid_order_days: wholeNumber(UNPAID_ORDER_DAYS, `Enter a whole number of days from ${UNPAID_ORDER_DAYS.min} to ${UNPAID_ORDER_DAYS.max}.`),
  unpaid_orders_per_shopper: wholeNumber(UNPAID_ORDERS_PER_SHOPPER, `Enter a whole number from ${UNPAID_ORDERS_PER_SHOPPER.min} to ${UNPAID_ORDERS_PER_SHOPPER.max}.`),
});
export type UnpaidOrderSettingsValues = z.output<typeof unpaidOrderSettingsSchema>;
