// The admin's product form (/admin/products/new, /admin/products/{id}): what the administrator types, checked with
// the API's own rules (product-schema.ts: the name, SKU, description, status, slug and custom inputs are the PCM
// attributes' schemas) and turned into PCM attributes, the stock to keep and the categories it sits in. The form
// (react-hook-form) and its Server Action parse with this one schema, so both refuse the same input in the same words.
import { z } from "zod";
import { isFileLocation } from "./file-location";
import { minorUnitsFromText } from "../money";
import { CUSTOM_INPUT_MAX_LENGTH } from "../carts/custom-input-definitions";
import { customInputDefinitionSchema, productAttributesSchema, SLUG, type CreateProductAttributes } from "./product-schema";
import { uuidField } from "@/lib/commerce/uuid";

export const MAX_STOCK_UNITS = 1_000_000;
const CUSTOM_INPUT_KEY = /^[A-Za-z0-9_-]+$/;

/** A custom input's key made from its label ("Gift message" → gift_message). */
export function customInputKeyFromLabel(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 255);
}

const customInputRow = z.object({
  key: z.string().trim().max(255).regex(/^([A-Za-z0-9_-]*)$/, "Use letters, digits, '-' and '_' only"),
  label: z.string().trim().max(255),
  required: z.boolean(),
  max_length: z
    .string()
    .trim()
    .regex(/^\d*$/, "Enter a whole number")
    .refine((text) => text === "" || (Number(text) >= 1 && Number(text) <= CUSTOM_INPUT_MAX_LENGTH), `Between 1 and ${CUSTOM_INPUT_MAX_LENGTH}`),
});

const priceRow = z.object({ amount: z.string().trim().max(20), includes_tax: z.boolean() });

/** Prices by currency, each amount as typed: empty (no price in that currency) or an amount of the currency. */
const pricesSchema = z.record(z.string(), priceRow).superRefine((prices, ctx) => {
  for (const [currency, price] of Object.entries(prices)) {
    if (price.amount !== "" && minorUnitsFromText(price.amount, currency) === undefined) {
      ctx.addIssue({ code: "custom", path: [currency, "amount"], message: "Enter an amount such as 12.50, or leave it empty" });
    }
  }
});

/** The personalisation rows: an empty row is none; a row with a label has a key (its own, or made from the label). */
const customInputsSchema = z
  .array(customInputRow)
  .max(20)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (row.key === "" && row.label === "") return;
      if (row.label === "") ctx.addIssue({ code: "custom", path: [index, "label"], message: "Enter the label shoppers see" });
      const key = row.key || customInputKeyFromLabel(row.label);
      if (row.label !== "" && !CUSTOM_INPUT_KEY.test(key)) {
        ctx.addIssue({ code: "custom", path: [index, "key"], message: "Enter a key of letters and digits" });
      } else if (seen.has(key)) {
        ctx.addIssue({ code: "custom", path: [index, "key"], message: "Each field needs its own key" });
      }
      seen.add(key);
    });
  });

export const productFormSchema = z.object({
  name: z.string().trim().min(1, "Enter the product’s name").pipe(productAttributesSchema.shape.name),
  sku: z.string().trim().min(1, "Enter the product’s SKU").pipe(productAttributesSchema.shape.sku),
  slug: z.string().trim().max(255).regex(/^$|^[A-Za-z0-9._-]+$/, "Use letters, digits, '.', '-' and '_' only"),
  description: productAttributesSchema.shape.description,
  status: z.enum(["live", "draft"]),
  prices: pricesSchema,
  stock: z
    .string()
    .trim()
    .regex(/^\d*$/, "Enter a whole number of units, or leave it empty")
    .refine((text) => text === "" || Number(text) <= MAX_STOCK_UNITS, `At most ${MAX_STOCK_UNITS.toLocaleString("en-GB")} units`),
  /** The units the form showed when it was read (a hidden field): typed back unchanged, they leave the stock as it
   * now is. */
  stock_shown: z.string().trim().regex(/^\d*$/).optional(),
  custom_inputs: customInputsSchema,
  nodes: z.preprocess((v) => (Array.isArray(v) ? v : typeof v === "string" && v !== "" ? [v] : []), z.array(uuidField()).max(200)),
  image_url: z
    .string()
    .trim()
    .max(1024)
    .refine((text) => text === "" || isFileLocation(text), "Enter an address starting with https:// or http://, or a path of this shop starting with /"),
});

export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormChecked = z.output<typeof productFormSchema>;

/** What a checked form asks for: the PCM attributes (the image aside), the units to keep in stock, the categories. */
export type ProductFormRequest = {
  attributes: Omit<CreateProductAttributes, "main_image" | "components" | "commodity_type"> & { slug?: string };
  /** Units available, or undefined: the store does not count this product's stock. */
  stock: number | undefined;
  /** The units the form showed, if it showed any. */
  stockShown: number | undefined;
  nodeIds: string[];
  imageUrl: string | undefined;
};

export function productFormRequest(form: ProductFormChecked): ProductFormRequest {
  const price = Object.fromEntries(
    Object.entries(form.prices).flatMap(([currency, row]) => {
      const amount = row.amount === "" ? undefined : minorUnitsFromText(row.amount, currency);
      return amount === undefined ? [] : [[currency, { amount, includes_tax: row.includes_tax }]];
    }),
  );
  const rows = form.custom_inputs.filter((row) => row.label !== "");
  const customInputs = Object.fromEntries(
    rows.map((row) => [
      row.key || customInputKeyFromLabel(row.label),
      customInputDefinitionSchema.parse({
        name: row.label,
        required: row.required,
        ...(row.max_length ? { validation_rules: [{ type: "string", options: { max_length: Number(row.max_length) } }] } : {}),
      }),
    ]),
  );
  return {
    attributes: {
      name: form.name,
      sku: form.sku,
      ...(form.slug !== "" && SLUG.test(form.slug) ? { slug: form.slug } : {}),
      description: form.description,
      status: form.status,
      price,
      custom_inputs: rows.length ? customInputs : null,
      manage_stock: form.stock !== "",
    },
    stock: form.stock === "" ? undefined : Number(form.stock),
    stockShown: form.stock_shown ? Number(form.stock_shown) : undefined,
    nodeIds: [...new Set(form.nodes)],
    imageUrl: form.image_url || undefined,
  };
}
