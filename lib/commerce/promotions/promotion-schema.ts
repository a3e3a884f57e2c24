// The promotions administrators write (docs/api.md "Adding to a cart"): cart-level
// `fixed_discount` (`schema.currencies[{currency, amount}]`) and `percent_discount`
// (`schema.currencies[{currency, percentage}]`), `enabled`, `automatic`, `start`, `end`,
// `min_cart_value`, and this store's `combinable`, `max_uses`, `max_uses_per_customer`. Fields EP has that this store
// does not implement (targets, exclusions) are refused as additional_properties rather than silently ignored: ignoring an exclusion
// would give discounts the administrator did not mean. No server-only imports.
import { z } from "zod";
import { MAX_LINE_VALUE } from "../carts/item-limit";
import { CURRENCY_CODE } from "../money";

export const PROMOTION_TYPES = ["fixed_discount", "percent_discount"] as const;
export const MAX_PROMOTION_CURRENCIES = 50;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Rule: a promotion's `start`/`end` is a date (`2026-06-01`, midnight UTC at the start of that day)
 * or a date and time with a zone (`2026-06-01T09:30:00Z`, `…+02:00`), naming a day that exists.
 * The window is [start, end): start included, end excluded.
 */
export function parsePromotionDate(value: string): Date | undefined {
  const match = DATE_ONLY.exec(value) ?? DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1, 4).map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  if (match[4] !== undefined && (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 59)) return undefined;
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const dateSchema = z
  .string()
  .transform((value, ctx) => {
    const date = parsePromotionDate(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: "A date is YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ (with a zone) and must exist", params: { title: "format" } });
      return z.NEVER;
    }
    return date;
  })
  .nullable();

const currencySchema = z.string().regex(CURRENCY_CODE, "Currency codes are three upper-case letters");

const fixedTermsSchema = z.strictObject({ currency: currencySchema, amount: z.number().int().min(1).max(MAX_LINE_VALUE) });
const percentTermsSchema = z.strictObject({
  currency: currencySchema,
  percentage: z.number().gt(0, "percentage must be more than 0").max(100),
});

const minimumSchema = z.strictObject({ currency: currencySchema, amount: z.number().int().min(0).max(MAX_LINE_VALUE) });

/** Each currency once in a list of `{currency, …}` entries. */
function uniqueCurrencies(entries: unknown[], ctx: z.RefinementCtx, path: PropertyKey[]) {
  const seen = new Set<unknown>();
  entries.forEach((entry, index) => {
    const currency = (entry as { currency?: unknown } | null)?.currency;
    if (currency === undefined) return;
    if (seen.has(currency)) {
      ctx.addIssue({ code: "custom", path: [...path, index, "currency"], message: `${String(currency)} appears more than once`, params: { title: "unique_items" } });
    }
    seen.add(currency);
  });
}

/** EP writes min_cart_value as one `{currency, amount}` or a list of them; stored as a list. */
const minCartValueSchema = z
  .union([minimumSchema.transform((m) => [m]), z.array(minimumSchema).max(MAX_PROMOTION_CURRENCIES)])
  .superRefine((list, ctx) => uniqueCurrencies(list, ctx, []))
  .nullable();

/** The whole promotion as stored (create, and a PUT merged over the stored one). */
export const promotionDocumentSchema = z
  .strictObject({
    type: z.literal("promotion"),
    id: z.string().optional(),
    name: z.string().trim().min(1).max(255),
    description: z.string().max(1024).default(""),
    promotion_type: z.enum(PROMOTION_TYPES, { error: `promotion_type must be one of: ${PROMOTION_TYPES.join(", ")}` }),
    schema: z.strictObject({ currencies: z.array(z.unknown()).min(1).max(MAX_PROMOTION_CURRENCIES) }),
    enabled: z.boolean().default(false),
    automatic: z.boolean().default(false),
    start: dateSchema.optional(),
    end: dateSchema.optional(),
    min_cart_value: minCartValueSchema.optional(),
    // Not EP's (its promotions have no such fields; code `uses` are per code): whether it applies next to other
    // promotions, and how many orders may use it in all and per customer (docs/money.md "Promotions").
    combinable: z.boolean().default(false),
    max_uses: z.number().int().min(0).max(MAX_LINE_VALUE).nullable().default(null),
    max_uses_per_customer: z.number().int().min(0).max(MAX_LINE_VALUE).nullable().default(null),
  })
  .superRefine((promotion, ctx) => {
    // Terms checked by the promotion's type: amounts for fixed_discount, percentages for percent_discount.
    const terms = promotion.promotion_type === "percent_discount" ? percentTermsSchema : fixedTermsSchema;
    promotion.schema.currencies.forEach((entry, index) => {
      const result = terms.safeParse(entry);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: ["schema", "currencies", index, ...issue.path] } as never);
      }
    });
    uniqueCurrencies(promotion.schema.currencies, ctx, ["schema", "currencies"]);
    if (promotion.start && promotion.end && promotion.end.getTime() <= promotion.start.getTime()) {
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: "end must be later than start",
        params: { title: "Invalid promotion dates", status: 422 },
      });
    }
  });

export type PromotionDocument = z.output<typeof promotionDocumentSchema>;

export const PROMOTION_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
export const MAX_CODES_PER_PROMOTION = 1000;

/** One promotion code as the API and the admin's "Add a code" take it. */
export const promotionCodeText = z.string().regex(PROMOTION_CODE, "A code is 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit");

const codeSchema = z.strictObject({
  code: promotionCodeText,
  // The one consume unit this store implements: a code applies once per cart.
  consume_unit: z.literal("per_cart").optional(),
});

/** POST (and bulk DELETE) /v2/promotions/{id}/codes. Codes are unique case-insensitively. */
export const promotionCodesSchema = z.object({
  data: z.object({
    type: z.literal("promotion_codes"),
    codes: z
      .array(codeSchema)
      .min(1)
      .max(MAX_CODES_PER_PROMOTION)
      .superRefine((codes, ctx) => {
        const seen = new Set<string>();
        codes.forEach((c, index) => {
          const key = c.code.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index, "code"], message: `${c.code} appears more than once (codes ignore case)`, params: { title: "unique_items" } });
          seen.add(key);
        });
      }),
  }),
});

/** PUT /v2/promotions/{id}'s envelope: the fields sent, merged over the stored promotion and validated whole. */
export const promotionChangeSchema = z.object({ data: z.record(z.string(), z.unknown(), { error: "data must be a promotion object" }) });
export type PromotionChange = z.output<typeof promotionChangeSchema>["data"];

/** POST /v2/promotions: the envelope, then the document (as promotionDocumentSchema, at `data`). */
export const newPromotionSchema = promotionChangeSchema;
