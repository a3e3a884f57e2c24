// The rules a shipping method and a tax rate must keep (docs/admin.md "Shipping and tax"), apart from the storage so
// the admin's forms can load them: the Server Actions and the browser check the same schemas. Amounts are minor
// units; a rate is a fraction (0.2 is 20%). The form schemas read what a person types (amounts such as "4.95",
// a rate in percent) and pipe it into the stored shapes, so both refuse the same input with the same words.
import { z } from "zod";
import { CURRENCY_CODE, minorUnitsFromText } from "../money";
import { destinationCountry, EVERYWHERE_ELSE } from "./destination-country";
import { needsRegion, regionLabel, regionOf } from "./regions";

export const NAME_MAX = 120;
const MINOR_MAX = 100_000_000;

const name = z.string().trim().min(1, "Give it a name.").max(NAME_MAX, `Keep the name to ${NAME_MAX} characters.`);
const minor = z.number().int("An amount is a whole number of minor units.").min(0, "An amount cannot be below zero.").max(MINOR_MAX, "That amount is too large.");
const perCurrency = z.record(z.string().regex(CURRENCY_CODE, "A currency is a three-letter code such as GBP."), minor);

/** A shipping method as stored: a price in each currency it is offered in, free over a threshold per currency. */
export const shippingMethodSchema = z.object({
  name,
  prices: perCurrency.refine((prices) => Object.keys(prices).length > 0, "Give a price in at least one currency."),
  freeOver: perCurrency.nullable(),
  position: z.number().int("The order is a whole number.").min(0, "The order cannot be below zero.").max(10_000, "The order is at most 10000."),
});
export type ShippingMethodInput = z.output<typeof shippingMethodSchema>;

/**
 * A tax rate as stored: one per destination (a country code or `*`, and for a country with regions optionally one of
 * them: "NY"), the rate a fraction 0 ≤ r < 1, and whether shipping there is taxed at it. Region and shipping left out:
 * the whole country, shipping untaxed.
 */
export const taxRateSchema = z
  .object({
    country: z.string().transform((typed, ctx) => {
      const code = destinationCountry(typed);
      if (code === undefined) ctx.addIssue({ code: "custom", message: "Use a two-letter country code such as GB, or * for everywhere else." });
      return code ?? typed;
    }),
    region: z.string().max(60, "Keep the region to 60 characters.").optional(),
    name: z.string().trim().min(1, "Give the tax a name, such as VAT.").max(60, "Keep the name to 60 characters."),
    code: z.string().trim().min(1, "Give the tax a code, such as GB-VAT.").max(60, "Keep the code to 60 characters."),
    rate: z.number().min(0, "A rate cannot be below 0%.").lt(1, "A rate must be below 100%."),
    taxesShipping: z.boolean().optional(),
  })
  .transform(({ region: typed = "", taxesShipping = false, ...rate }, ctx) => {
    if (!typed.trim()) return { ...rate, region: "", taxesShipping };
    const region = regionOf(rate.country, typed);
    if (region === undefined) {
      const message =
        rate.country === EVERYWHERE_ELSE || !needsRegion(rate.country)
          ? "Rates by region are kept for the United States and Canada: leave this empty for the whole country."
          : `Choose one of the country's ${regionLabel(rate.country) === "State" ? "states" : "provinces"}, or leave it empty for the whole country.`;
      ctx.addIssue({ code: "custom", path: ["region"], message });
    }
    return { ...rate, region: region ?? typed, taxesShipping };
  });
export type TaxRateInput = z.output<typeof taxRateSchema>;

/** The shipping form's field names for a currency's price and free-over threshold. */
export const priceField = (currency: string) => `price_${currency}`;
export const freeOverField = (currency: string) => `free_over_${currency}`;

const amountWords = (currency: string) => `Type an amount in ${currency}, such as 4.95, or leave it empty.`;

/**
 * The shipping method form (fields name, position, price_<CUR>, free_over_<CUR> for each store currency), read into
 * a stored shipping method. An empty price: not offered in that currency; an empty threshold: never free.
 */
export function shippingMethodFormSchema(currencies: readonly string[]) {
  const text = z.string().optional().default("");
  const shape: Record<string, z.ZodType<string>> = { name: text, position: text };
  for (const c of currencies) shape[priceField(c)] = shape[freeOverField(c)] = text;
  return z
    .object(shape)
    .transform((form, ctx) => {
      const prices: Record<string, number> = {};
      const freeOver: Record<string, number> = {};
      let refused = false;
      const refuse = (field: string, message: string) => {
        refused = true;
        ctx.addIssue({ code: "custom", path: [field], message });
      };
      for (const c of currencies) {
        for (const [field, into] of [[priceField(c), prices], [freeOverField(c), freeOver]] as const) {
          const typed = (form[field] ?? "").trim();
          if (!typed) continue;
          const amount = minorUnitsFromText(typed, c);
          if (amount === undefined) refuse(field, amountWords(c));
          else into[c] = amount;
        }
        if (freeOver[c] !== undefined && prices[c] === undefined) {
          refuse(freeOverField(c), `Give a price in ${c} too, or leave this empty.`);
        }
      }
      if (currencies.length && Object.keys(prices).length === 0 && !refused) refuse(priceField(currencies[0]), "Give a price in at least one currency.");
      const position = (form.position ?? "").trim();
      if (position !== "" && !/^\d{1,5}$/.test(position)) refuse("position", "The order is a whole number, such as 1.");
      return {
        name: form.name ?? "",
        prices,
        freeOver: Object.keys(freeOver).length ? freeOver : null,
        position: /^\d{1,5}$/.test(position) ? Number(position) : 0,
      };
    })
    .pipe(shippingMethodSchema);
}

/** A rate typed in percent ("20", "7.5") as the stored fraction (0.2, 0.075); NaN when it is not a number. */
export function fractionFromPercent(typed: string): number {
  const text = typed.trim().replace(/%$/, "").trim();
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(text)) return Number.NaN;
  return Number((Number(text) / 100).toFixed(6));
}

/** The stored fraction as a person reads it, in percent ("20", "7.5"). */
export const percentFromFraction = (rate: number) => String(Number((rate * 100).toFixed(4)));

/** A checkbox as posted: "yes" (its value) without JavaScript, true or false from react-hook-form. */
const ticked = (value: string | boolean | undefined) => value === true || value === "yes" || value === "on" || value === "true";

/** The tax rate form (fields country, region, name, code, rate in percent, taxes_shipping), read into a stored tax rate. */
export const taxRateFormSchema = z
  .object({
    country: z.string().optional().default(""),
    region: z.string().optional().default(""),
    name: z.string().optional().default(""),
    code: z.string().optional().default(""),
    rate: z.string().optional().default(""),
    taxes_shipping: z.union([z.string(), z.boolean()]).optional(),
  })
  .transform((form, ctx): z.input<typeof taxRateSchema> => {
    const rate = fractionFromPercent(form.rate);
    if (Number.isNaN(rate)) ctx.addIssue({ code: "custom", path: ["rate"], message: "Type the rate in percent, such as 20 or 7.5." });
    return { country: form.country, region: form.region, name: form.name, code: form.code, rate: Number.isNaN(rate) ? 0 : rate, taxesShipping: ticked(form.taxes_shipping) };
  })
  .pipe(taxRateSchema);
