// The admin's variation forms (/admin/products/{id}/variations), checked with the API's own variation and option
// schemas (variation-schema.ts) after words for a form; and a child product's row (its price in each currency
// and its units available). No server code: the forms load this module.
import { z } from "zod";
import { minorUnitsFromText } from "../money";
import { optionAttributes, variationAttributes } from "./variation-schema";

const named = (what: string) =>
  z.string().trim().min(1, `Give the ${what} a name.`).max(255, `Keep the ${what}’s name under 255 characters.`);

/** A new variation with its options, one a line ("Small", "Large"). */
export const newVariationFormSchema = z.object({
  name: named("variation").pipe(variationAttributes.shape.name),
  options: z
    .string()
    .transform((text) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))
    .pipe(z.array(named("option").pipe(optionAttributes.shape.name)).min(1, "Write at least one option, one a line.").max(100, "At most 100 options."))
    .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, "Each option once: two lines have the same name."),
});
export type NewVariationForm = z.output<typeof newVariationFormSchema>;

/** One more option of a variation. */
export const newOptionFormSchema = z.object({ name: named("option").pipe(optionAttributes.shape.name) });

/** A child product's row: an amount per currency ("12.50", empty: no price in it) and the units available (empty:
 * stock not counted, or left as it is). */
export function childFormSchema(currencies: string[]) {
  return z.object({
    price: z.object(
      Object.fromEntries(
        currencies.map((currency) => [
          currency,
          z
            .string()
            .trim()
            .refine((text) => text === "" || minorUnitsFromText(text, currency) !== undefined, `Write the ${currency} price as 12.50, or leave it empty.`)
            .transform((text) => (text === "" ? null : minorUnitsFromText(text, currency)!)),
        ]),
      ),
    ),
    available: z
      .string()
      .trim()
      .refine((text) => text === "" || /^\d{1,9}$/.test(text), "Enter the units available as a whole number, or leave it empty.")
      .transform((text) => (text === "" ? null : Number(text))),
  });
}
export type ChildForm = { price: Record<string, number | null>; available: number | null };
