// The rules of the store's cart settings (docs/api.md "Cart settings"), in one place: the API's
// PUT /v2/settings/cart and the admin settings form both validate with these schemas, so the browser
// and the server refuse the same input with the same words. No server-only imports: the admin form
// loads this module in the browser when it first checks a field.
import { z } from "zod";
import { CART_EXPIRY_DAYS_MAX, CART_EXPIRY_DAYS_MIN } from "./limits";

export const MESSAGES = {
  expiryWhole: `Cart expiry is a whole number of days from ${CART_EXPIRY_DAYS_MIN} to ${CART_EXPIRY_DAYS_MAX}.`,
  expiryMin: `Cart expiry must be at least ${CART_EXPIRY_DAYS_MIN} day.`,
  expiryMax: `Cart expiry can be at most ${CART_EXPIRY_DAYS_MAX} days.`,
  flag: "Must be true or false.",
  discounts: "Discounts must be an object with custom_discounts_enabled and use_rule_promotions.",
  snapshotDate: "Snapshot date must be a real UTC date and time written YYYY-MM-DDThh:mm:ssZ, or empty.",
  type: "type must be settings.",
} as const;

/** The 422 of docs/api.md "Cart settings", exact strings. */
export const BOTH_DISCOUNTS_TITLE = "Cannot use both discounts together";
export const BOTH_DISCOUNTS_DETAIL = "Only one discount setting can be set to true at a time.";

const SNAPSHOT_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Rule: a snapshot date is `YYYY-MM-DDThh:mm:ssZ` (UTC, seconds, no fraction) naming a moment that
 * exists: 2026-02-30T00:00:00Z and 2026-01-01T24:00:00Z are refused.
 */
export function isSnapshotDate(value: string): boolean {
  const match = SNAPSHOT_DATE.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

/** Rule: custom discounts and rule promotions cannot both be on. */
export function oneDiscountKind(discounts: { custom_discounts_enabled: boolean; use_rule_promotions: boolean }): boolean {
  return !(discounts.custom_discounts_enabled && discounts.use_rule_promotions);
}

export const cartExpiryDaysSchema = z
  .number({ error: MESSAGES.expiryWhole })
  .int({ error: MESSAGES.expiryWhole })
  .min(CART_EXPIRY_DAYS_MIN, { error: MESSAGES.expiryMin })
  .max(CART_EXPIRY_DAYS_MAX, { error: MESSAGES.expiryMax });

/** A snapshot date, or "" for none. */
export const snapshotDateSchema = z
  .string({ error: MESSAGES.snapshotDate })
  .refine((value) => value === "" || isSnapshotDate(value), { error: MESSAGES.snapshotDate, params: { title: "format" } });

const flagSchema = z.boolean({ error: MESSAGES.flag });

export const discountsSchema = z
  .strictObject(
    { custom_discounts_enabled: flagSchema, use_rule_promotions: flagSchema },
    { error: MESSAGES.discounts },
  )
  .refine(oneDiscountKind, {
    error: BOTH_DISCOUNTS_DETAIL,
    params: { status: 422, title: BOTH_DISCOUNTS_TITLE },
  });

/** The complete cart settings: what the store keeps and what the admin form edits. */
export const cartSettingsSchema = z.strictObject({
  cart_expiry_days: cartExpiryDaysSchema,
  discounts: discountsSchema,
  snapshot_date: snapshotDateSchema,
});

export type CartSettingsValues = z.output<typeof cartSettingsSchema>;

/** The `data` of a PUT /v2/settings/cart once merged with the stored settings (see mergeCartSettings). */
export const cartSettingsDocumentSchema = cartSettingsSchema.extend({
  // A string first, so that a missing type is `required` and another string `enum`.
  type: z.string({ error: MESSAGES.type }).pipe(z.literal("settings", { error: MESSAGES.type })),
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Rule: fields a PUT leaves out keep their stored values, field by field inside `discounts` too. The
 * merged document is what the rules judge; since the stored values are valid, every problem found in
 * it is one of the request's, at the same path. A `discounts` that is not an object is kept as sent,
 * so that it is reported rather than silently replaced.
 */
export function mergeCartSettings(stored: CartSettingsValues, input: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored, ...input };
  if (!("discounts" in input)) merged.discounts = { ...stored.discounts };
  else if (isPlainObject(input.discounts)) merged.discounts = { ...stored.discounts, ...input.discounts };
  return merged;
}
