// What an administrator writes of a currency, as EP's currencies API takes it (POST and PUT /v2/currencies, the admin's
// currency form): a three-letter upper-case code, an exchange rate from the default currency, a format holding
// `{price}`, the separators, the decimal places, whether it is enabled and whether it is the store's default. A new
// currency may leave out what has a usual value (docs/api.md "Currencies"); a change names only what it changes, and
// never the code (prices are kept under it). The admin's two forms (a new currency, a change) are read into these.
// No server-only imports: the admin's forms validate with it too.
import { z } from "zod";
import { CURRENCY_CODE } from "../money";

const separator = z.string().max(3, "A separator is at most three characters");

/** Each field as it is written, none left out. */
const fields = {
  code: z.string().regex(CURRENCY_CODE, "A currency code is three upper-case letters such as GBP"),
  exchange_rate: z.number({ error: "Type the exchange rate as a number, such as 1.25" }).positive("The exchange rate is more than 0").max(1_000_000_000),
  format: z
    .string()
    .max(64, "A format is at most 64 characters")
    .refine((format) => format.includes("{price}"), "A format shows where the amount goes with {price}, such as £{price}"),
  decimal_point: separator,
  thousand_separator: separator,
  decimal_places: z.number({ error: "Type the decimal places as a whole number from 0 to 4" }).int("Decimal places are a whole number").min(0, "Decimal places are 0 to 4").max(4, "Decimal places are 0 to 4"),
  default: z.boolean(),
  enabled: z.boolean(),
};

/** A new currency: code and format required, the rest the usual values when left out. */
export const currencyFieldsSchema = z.strictObject({
  type: z.literal("currency").optional(),
  code: fields.code,
  format: fields.format,
  exchange_rate: fields.exchange_rate.default(1),
  decimal_point: fields.decimal_point.default("."),
  thousand_separator: fields.thousand_separator.default(","),
  decimal_places: fields.decimal_places.default(2),
  default: fields.default.default(false),
  enabled: fields.enabled.default(true),
});
export type NewCurrency = z.output<typeof currencyFieldsSchema>;

export const newCurrencySchema = z.strictObject({ data: currencyFieldsSchema.extend({ type: z.literal("currency") }) });

/** A change: any of the fields but the code. */
export const currencyChangeSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal("currency").optional(),
    format: fields.format.optional(),
    exchange_rate: fields.exchange_rate.optional(),
    decimal_point: fields.decimal_point.optional(),
    thousand_separator: fields.thousand_separator.optional(),
    decimal_places: fields.decimal_places.optional(),
    default: fields.default.optional(),
    enabled: fields.enabled.optional(),
  }),
});
export type CurrencyChange = z.output<typeof currencyChangeSchema>["data"];

const typedNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));
const ticked = (value: string | boolean | undefined) => value === true || value === "on" || value === "yes";

/** The admin's currency form's fields but the code, every one as typed (the boxes posted when ticked). */
const formFields = {
  format: z.string().default(""),
  exchange_rate: z.string().default("1"),
  decimal_point: z.string().default("."),
  thousand_separator: z.string().default(","),
  decimal_places: z.string().default("2"),
  enabled: z.union([z.string(), z.boolean()]).optional(),
  default: z.union([z.string(), z.boolean()]).optional(),
};
type TypedForm = z.output<z.ZodObject<typeof formFields>>;

/** The form's fields but the code and the default box, read as the API writes them. */
const typedFields = (form: TypedForm) => ({
  format: form.format.trim(),
  exchange_rate: typedNumber(form.exchange_rate),
  decimal_point: form.decimal_point,
  thousand_separator: form.thousand_separator,
  decimal_places: typedNumber(form.decimal_places),
  enabled: ticked(form.enabled),
});

/** The admin's currency form (every field as typed; the boxes posted when ticked), read into a new currency. */
export const currencyFormSchema = z
  .object({ code: z.string().default(""), ...formFields })
  .transform((form): z.input<typeof currencyFieldsSchema> => ({ code: form.code.trim().toUpperCase(), ...typedFields(form), default: ticked(form.default) }))
  .pipe(currencyFieldsSchema);

/**
 * The admin's form for a currency the store has (no code: it never changes), read into a change of every field. The
 * default box makes it the default when ticked; unticked it changes nothing (the default is moved by making another
 * currency the default, never by unmarking it).
 */
export const currencyChangeFormSchema = z
  .object(formFields)
  .transform((form): z.input<typeof currencyChangeSchema>["data"] => ({ ...typedFields(form), ...(ticked(form.default) ? { default: true } : {}) }))
  .pipe(currencyChangeSchema.shape.data);

/** A currency the store has as its change form types it (the inverse of currencyChangeFormSchema). */
export function currencyFormValues(currency: {
  format: string;
  exchangeRate: number;
  decimalPoint: string;
  thousandSeparator: string;
  decimalPlaces: number;
  enabled: boolean;
}): Record<string, string> {
  return {
    format: currency.format,
    exchange_rate: String(currency.exchangeRate),
    decimal_point: currency.decimalPoint,
    thousand_separator: currency.thousandSeparator,
    decimal_places: String(currency.decimalPlaces),
    enabled: currency.enabled ? "on" : "",
    default: "",
  };
}
