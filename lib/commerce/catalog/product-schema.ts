// The product's attributes as administrators write them (POST|PUT /pcm/products), docs/api.md "Catalog".
import { z } from "zod";
import { fileLocationTextSchema } from "./file-location";
import { CURRENCY_CODE } from "../money";
import { uuidField } from "@/lib/commerce/uuid";

export const SLUG = /^[A-Za-z0-9._-]+$/;

/** The slug a product gets from its name when it is given none: lower case, other characters as dashes. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 200);
  return slug || "product";
}

export const priceMapSchema = z.record(
  z.string().regex(CURRENCY_CODE, "Currency codes are three upper-case letters"),
  z.strictObject({ amount: z.number().int().min(0), includes_tax: z.boolean().default(false) }),
);

export const customInputDefinitionSchema = z.strictObject({
  name: z.string().min(1).max(255),
  validation_rules: z
    .array(
      z.object({
        type: z.string().min(1),
        options: z.object({ max_length: z.number().int().min(1).max(255).optional() }).optional(),
      }),
    )
    .optional(),
  required: z.boolean().optional(),
});

export const bundleComponentSchema = z.strictObject({
  name: z.string().min(1).max(255),
  min: z.number().int().min(0).nullable().optional(),
  max: z.number().int().min(1).nullable().optional(),
  sort_order: z.number().int().optional(),
  options: z
    .array(
      z.strictObject({
        id: uuidField(),
        type: z.literal("product").default("product"),
        quantity: z.number().int().min(1),
        default: z.boolean().optional(),
      }),
    )
    .min(1),
});

const imageSchema = z.strictObject({
  href: fileLocationTextSchema,
  mime_type: z.string().min(1).max(255),
  file_name: z.string().min(1).max(255),
});

/** A product's `tags` (EP's product tags, product-tags.ts): at most 20, each up to 255 characters, each kept once. */
export const productTagsSchema = z
  .array(z.string().trim().min(1).max(255))
  .max(20)
  .transform((values) => [...new Set(values)]);

/** Every attribute as it is written, without defaults: a change names only what it changes. */
const productAttributeFields = {
  name: z.string().min(1).max(1024),
  // EP's rule: letters, digits, periods, hyphens and underscores; by default the slug is made from the name.
  slug: z.string().min(1).max(255).regex(SLUG, "A slug is letters, digits, '.', '-' and '_'"),
  sku: z.string().min(1).max(1024),
  description: z.string().max(10_000),
  status: z.enum(["live", "draft"]),
  commodity_type: z.enum(["physical", "digital"]),
  price: priceMapSchema,
  custom_inputs: z.record(z.string().min(1).max(255), customInputDefinitionSchema).nullable(),
  components: z.record(z.string().min(1).max(255), bundleComponentSchema).nullable(),
  main_image: imageSchema.nullable(),
  manage_stock: z.boolean(),
  tags: productTagsSchema,
};

/** A new product's attributes: what is left out takes its default. */
export const productAttributesSchema = z.strictObject({
  ...productAttributeFields,
  slug: productAttributeFields.slug.optional(),
  description: productAttributeFields.description.default(""),
  status: productAttributeFields.status.default("live"),
  commodity_type: productAttributeFields.commodity_type.default("physical"),
  price: productAttributeFields.price.default({}),
  custom_inputs: productAttributeFields.custom_inputs.optional(),
  components: productAttributeFields.components.optional(),
  main_image: productAttributeFields.main_image.optional(),
  manage_stock: productAttributeFields.manage_stock.default(false),
  tags: productAttributeFields.tags.optional(),
});

/**
 * A change of a product's attributes: only what it names. No defaults here: a default would write itself over what
 * is stored (a bundle's components saved alone once came back with `price: {}`, `status: "live"`, `description: ""`
 * and `manage_stock: false`, wiping the bundle's own price).
 */
export const productChangesSchema = z.strictObject(productAttributeFields).partial();

export const createProductSchema = z.object({
  type: z.literal("product"),
  attributes: productAttributesSchema,
});

export const updateProductSchema = z.object({
  type: z.literal("product"),
  id: z.string().optional(),
  attributes: productChangesSchema,
});

/** POST /pcm/products */
export const createProductBodySchema = z.object({ data: createProductSchema });
/** PUT /pcm/products/{id} */
export const updateProductBodySchema = z.object({ data: updateProductSchema });

export type CreateProductAttributes = z.output<typeof productAttributesSchema>;
export type UpdateProductAttributes = z.output<typeof updateProductSchema>["attributes"];

/** POST /catalog/products/{id}/configure: a shopper's selection of a bundle's options (judged by the cart's rule). */
export const configureBundleBodySchema = z.object({ data: z.object({ selected_options: z.record(z.string(), z.record(z.string(), z.unknown())) }) });
