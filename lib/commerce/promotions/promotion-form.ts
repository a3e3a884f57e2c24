// The admin's promotion form: what a shopkeeper types (amounts as money text per currency, or a percentage per
// currency; the schedule as UTC date and time) turned into the promotion document POST and PUT /v2/promotions take,
// and checked with the API's own schema (promotion-schema.ts): what the API would refuse, the form refuses beside
// the field it came from. No server-only imports: the form loads it in the browser.
import { z } from "zod";
import { minorDigits, minorUnitsFromText, typedAmount } from "../money";
import { promotionDocumentSchema, PROMOTION_TYPES } from "./promotion-schema";

export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** The form's values, all text as a form posts them (`value_USD`: the discount in USD; `enabled`: "on" or ""). */
export type PromotionFormValues = {
  name: string;
  description: string;
  promotion_type: PromotionType;
  start: string;
  end: string;
  enabled: string;
  /** "on" or "": applies by itself, without a code. */
  automatic: string;
  /** "on" or "": applies next to other promotions that combine too. */
  combinable: string;
  /** Whole numbers as typed; "" for no limit. */
  max_uses: string;
  max_uses_per_customer: string;
} & Record<`value_${string}`, string> &
  Record<`min_${string}`, string>;

/** "2026-06-01T09:30" (a datetime-local value, read as UTC) → "2026-06-01T09:30:00Z"; "" → null. */
const UTC_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
export function utcInputToIso(value: string): string | null | undefined {
  if (value === "") return null;
  const match = UTC_INPUT.exec(value);
  if (!match) return undefined;
  return `${match.slice(1, 4).join("-")}T${match[4]}:${match[5]}:${match[6] ?? "00"}Z`;
}

/** A stored moment as the form shows it, in UTC: "2026-06-01T09:30" ("" for none). */
export const isoToUtcInput = (date: Date | null): string => (date ? date.toISOString().slice(0, 16) : "");

const PERCENT = /^\d{1,3}(\.\d{1,6})?$/;

type Entry = { currency: string; amount?: number; percentage?: number };

/** The document the form's values make (before the API's schema checks it), and which currency each entry is. */
function documentOf(values: PromotionFormValues, currencies: readonly string[]) {
  const percent = values.promotion_type === "percent_discount";
  const entries = currencies.flatMap((currency): Entry[] => {
    const typed = (values[`value_${currency}`] ?? "").trim();
    if (typed === "") return [];
    if (percent) return [{ currency, percentage: PERCENT.test(typed) ? Number(typed) : Number.NaN }];
    return [{ currency, amount: minorUnitsFromText(typed, currency) ?? Number.NaN }];
  });
  // Minimum spend per currency (EP's min_cart_value); an empty field is no minimum in that currency.
  const minimums = currencies.flatMap((currency) => {
    const typed = (values[`min_${currency}`] ?? "").trim();
    return typed === "" ? [] : [{ currency, amount: minorUnitsFromText(typed, currency) ?? Number.NaN }];
  });
  return {
    type: "promotion",
    name: values.name,
    description: values.description,
    promotion_type: values.promotion_type,
    schema: { currencies: entries },
    enabled: isOn(values.enabled),
    automatic: isOn(values.automatic),
    combinable: isOn(values.combinable),
    start: utcInputToIso(values.start),
    end: utcInputToIso(values.end),
    min_cart_value: minimums.length ? minimums : null,
    max_uses: wholeOrNull(values.max_uses),
    max_uses_per_customer: wholeOrNull(values.max_uses_per_customer),
  };
}

const isOn = (value: string | undefined) => value === "on" || value === "true";
/** "" → null (no limit); digits → the number; anything else → NaN (refused beside the field). */
const wholeOrNull = (typed: string | undefined) => ((typed ?? "").trim() === "" ? null : /^\d{1,9}$/.test(typed!.trim()) ? Number(typed!.trim()) : Number.NaN);

/** The promotion form's schema for these currencies: its output is the document for the API's domain functions. */
export function promotionFormSchema(currencies: readonly string[]) {
  const valueFields = Object.fromEntries(currencies.flatMap((c) => [[`value_${c}`, z.string().default("")], [`min_${c}`, z.string().default("")]]));
  const flag = z.union([z.string(), z.boolean().transform((on) => (on ? "on" : ""))]).default("");
  return z
    .object({
      name: z.string().default(""),
      description: z.string().default(""),
      promotion_type: z.enum(PROMOTION_TYPES, { error: "Choose the kind of discount." }),
      start: z.string().default(""),
      end: z.string().default(""),
      enabled: flag,
      automatic: flag,
      combinable: flag,
      max_uses: z.string().default(""),
      max_uses_per_customer: z.string().default(""),
      ...valueFields,
    })
    .transform((values, ctx) => {
      const form = values as unknown as PromotionFormValues;
      const doc = documentOf(form, currencies);
      const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
      const percent = form.promotion_type === "percent_discount";
      for (const entry of doc.schema.currencies) {
        const field = `value_${entry.currency}`;
        if (percent && !(entry.percentage! > 0 && entry.percentage! <= 100)) issue(field, "Enter a percentage more than 0 and at most 100, such as 10 or 12.5.");
        if (!percent && !(entry.amount! > 0)) {
          issue(field, minorDigits(entry.currency) ? `Enter an amount more than 0, such as ${typedAmount(500, entry.currency)}.` : "Enter an amount more than 0.");
        }
      }
      for (const minimum of doc.min_cart_value ?? []) {
        if (!(minimum.amount >= 0)) issue(`min_${minimum.currency}`, `Enter the minimum spend as an amount, such as ${typedAmount(10_000, minimum.currency)}, or leave it empty.`);
      }
      for (const name of ["max_uses", "max_uses_per_customer"] as const) {
        if (Number.isNaN(doc[name])) issue(name, "Enter a whole number of orders, or leave it empty for no limit.");
      }
      if (doc.schema.currencies.length === 0) issue(`value_${currencies[0]}`, percent ? "Enter the percentage off in at least one currency." : "Enter the amount off in at least one currency.");
      if (doc.start === undefined) issue("start", "Enter a date and time, or leave it empty.");
      if (doc.end === undefined) issue("end", "Enter a date and time, or leave it empty.");
      if (doc.start && doc.end && doc.end <= doc.start) issue("end", "The end must be after the start.");
      if (ctx.issues.length) return z.NEVER;
      // What the API itself refuses, beside the field it came from.
      const checked = promotionDocumentSchema.safeParse(doc);
      if (!checked.success) {
        for (const problem of checked.error.issues) {
          const [top, , index] = problem.path;
          const field =
            top === "schema" && typeof index === "number"
              ? `value_${doc.schema.currencies[index]?.currency ?? currencies[0]}`
              : top === "min_cart_value" && typeof problem.path[1] === "number"
                ? `min_${doc.min_cart_value?.[problem.path[1]]?.currency ?? currencies[0]}`
                : String(top ?? "name");
          issue(field in values ? field : "name", top === "name" ? "Enter a name of at most 255 characters." : problem.message);
        }
        return z.NEVER;
      }
      return doc;
    });
}

/** The form's values for a stored promotion (or a new one: a fixed discount, off). */
export function promotionFormValues(
  promotion:
    | {
        name: string;
        description: string;
        promotionType: string;
        schema: { currencies: { currency: string; amount?: number; percentage?: number }[] };
        enabled: boolean;
        automatic: boolean;
        combinable: boolean;
        start: Date | null;
        end: Date | null;
        minCartValue: { currency: string; amount: number }[] | null;
        maxUses: number | null;
        maxUsesPerCustomer: number | null;
      }
    | undefined,
  currencies: readonly string[],
): PromotionFormValues {
  const values: PromotionFormValues = {
    name: promotion?.name ?? "",
    description: promotion?.description ?? "",
    promotion_type: (promotion?.promotionType as PromotionType) ?? "fixed_discount",
    start: isoToUtcInput(promotion?.start ?? null),
    end: isoToUtcInput(promotion?.end ?? null),
    enabled: promotion?.enabled ? "on" : "",
    automatic: promotion?.automatic ? "on" : "",
    combinable: promotion?.combinable ? "on" : "",
    max_uses: promotion?.maxUses?.toString() ?? "",
    max_uses_per_customer: promotion?.maxUsesPerCustomer?.toString() ?? "",
  };
  for (const currency of currencies) {
    const entry = promotion?.schema.currencies.find((c) => c.currency === currency);
    values[`value_${currency}`] = !entry ? "" : entry.percentage !== undefined ? String(entry.percentage) : typedAmount(entry.amount ?? 0, currency);
    const minimum = promotion?.minCartValue?.find((m) => m.currency === currency);
    values[`min_${currency}`] = minimum ? typedAmount(minimum.amount, currency) : "";
  }
  return values;
}

/** The currencies the form shows: the store's, then any other the promotion has (kept when it is saved). */
export const promotionFormCurrencies = (
  store: readonly string[],
  promotion?: { schema: { currencies: { currency: string }[] }; minCartValue?: { currency: string }[] | null },
): string[] => [...new Set([...store, ...(promotion?.schema.currencies.map((c) => c.currency) ?? []), ...(promotion?.minCartValue?.map((m) => m.currency) ?? [])])];
