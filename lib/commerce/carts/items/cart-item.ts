// `cart_item`: a catalog product by id or by sku (docs/api.md "Adding to a cart").
// The price always comes from the catalog: price or value fields in the request are stripped.
import { z } from "zod";
import { ApiError, type ErrorObject } from "../../errors";
import { needsInputs, optionNeedsInputs } from "../../catalog/bundle-options";
import { productNotFound } from "../../catalog/products";
import { issuesToErrors } from "../../validation";
import { bundleComponents, bundleUnitPrice, defaultSelection, INVALID_BUNDLE, selectedOptionList } from "../bundle-selection";
import { bundleSelectionSchema } from "../bundle-selection-schema";
import { priceInCartCurrency, type UnitPrice } from "../cart-currency";
import { customInputsSchema } from "../custom-inputs";
import { productLineIdentity } from "../line-identity";
import { assertMayAddTaxItems, taxItemsSchema } from "../tax-items";
import type { Catalog } from "@/lib/storage/carts/rows";
import { linkedShippingGroup, quantitySchema, resolvedParts, throwAll, type ItemHandler, type LineDraft, type ResolveContext } from "./item-handler";
import { uuidField } from "@/lib/commerce/uuid";

const schema = z
  .object({
    type: z.literal("cart_item"),
    id: uuidField("id is a product's UUID").optional(),
    sku: z.string().min(1).max(1024).optional(),
    quantity: quantitySchema,
    // Checked against the product's definitions once the product is known (custom-inputs.ts).
    custom_inputs: z.record(z.string(), z.unknown()).optional(),
    bundle_configuration: z.object({ selected_options: z.record(z.string(), z.unknown()) }).optional(),
    shipping_group_id: z.string().min(1).max(64).optional(),
    // Tax items (client credentials only) replace the line's taxes (tax-items.ts).
    tax: taxItemsSchema.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.id === undefined && item.sku === undefined) {
      ctx.addIssue({ code: "custom", path: ["id"], message: "Give the product's id or its sku", params: { title: "required" } });
    }
    if (item.id !== undefined && item.sku !== undefined) {
      ctx.addIssue({ code: "custom", path: ["sku"], message: "Use id or sku, not both", params: { title: "additional_properties" } });
    }
  });

type CartItemInput = z.output<typeof schema>;

/** A base product is chosen through its variations: the cart takes the child of the choice (docs/catalog.md). */
export const baseProductRefused = (productId: string, source: string) =>
  new ApiError({
    status: 422,
    title: "Choose the product's options",
    detail: "This product comes in variations: add the child product of the options chosen.",
    source,
    meta: { id: productId },
  });

export const cartItemHandler: ItemHandler<CartItemInput> = {
  schema,
  products: (input) => (input.id !== undefined ? [{ id: input.id }] : [{ sku: input.sku! }]),
  resolve(input, ctx): LineDraft[] {
    const product = input.id !== undefined ? ctx.catalog.byId(input.id) : ctx.catalog.bySku(input.sku!);
    if (!product) throw productNotFound(input.id !== undefined ? { id: input.id } : { sku: input.sku });
    if (product.hasChildren) throw baseProductRefused(product.id, ctx.source);
    const problems: ApiError[] = [];
    const attempt = <T>(run: () => T): T | undefined => {
      try {
        return run();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        problems.push(error);
        return undefined;
      }
    };

    const rawInputs = input.custom_inputs ?? {};
    const inputs = customInputsSchema(product).safeParse(rawInputs);
    if (!inputs.success) problems.push(new ApiError(issuesToErrors(inputs.error.issues, rawInputs, `${ctx.source}.custom_inputs`)));

    let unit: UnitPrice | undefined;
    let bundleConfiguration: LineDraft["bundleConfiguration"] = null;
    if (bundleComponents(product)) {
      const raw = input.bundle_configuration?.selected_options ?? defaultSelection(product);
      const selection = bundleSelectionSchema(product).safeParse(raw);
      if (!selection.success) {
        problems.push(new ApiError(issuesToErrors(selection.error.issues, raw, `${ctx.source}.bundle_configuration.selected_options`)));
      } else {
        // Every selected option must itself be a live product of the catalog.
        const missing = selectedOptionList(selection.data).find((o) => !ctx.catalog.byId(o.id));
        const needing = selectedOptionList(selection.data).flatMap((o) => {
          const option = ctx.catalog.byId(o.id);
          return option && needsInputs(option.customInputs) ? [option.name] : [];
        });
        if (missing) problems.push(productNotFound({ id: missing.id }));
        else if (needing.length) problems.push(optionNeedsInputs(needing, `${ctx.source}.bundle_configuration.selected_options`));
        else {
          bundleConfiguration = { selected_options: selection.data };
          unit = attempt(() => bundleUnitPrice(product, selection.data, (id) => ctx.catalog.byId(id)!, ctx.currency));
        }
      }
    } else {
      if (input.bundle_configuration) {
        problems.push(new ApiError({ status: 422, title: INVALID_BUNDLE, detail: `Product ${product.id} is not a bundle`, source: `${ctx.source}.bundle_configuration` }));
      }
      unit = attempt(() => priceInCartCurrency(product, ctx.currency));
    }
    const shippingGroupId = attempt(() => linkedShippingGroup(input.shipping_group_id, ctx));
    if (input.tax !== undefined) attempt(() => assertMayAddTaxItems(ctx.caller, `${ctx.source}.tax`));
    throwAll(problems);

    const customInputs = inputs.data && Object.keys(inputs.data).length ? inputs.data : null;
    return [
      {
        type: "cart_item",
        identity: productLineIdentity({ productId: product.id, customInputs, bundleConfiguration, shippingGroupId }),
        productId: product.id,
        name: product.name,
        description: product.description,
        sku: product.sku,
        slug: product.slug,
        quantity: input.quantity,
        unitAmount: unit!.amount,
        includesTax: unit!.includesTax,
        manageStock: product.available != null,
        customInputs,
        bundleConfiguration,
        shippingGroupId: shippingGroupId ?? null,
        image: product.image,
        refreshExisting: true,
        ...(input.tax !== undefined
          ? { taxes: input.tax.map((t) => ({ name: t.name, jurisdiction: t.jurisdiction, code: t.code, rate: t.rate })) }
          : {}),
      },
    ];
  },
};

/** A product line copied from elsewhere (a re-order, a merge): its product, quantity and personalisation. */
export type CopiedProductLine = {
  productId: string;
  quantity: number;
  customInputs?: Record<string, unknown> | null;
  bundleConfiguration?: Record<string, unknown> | null;
};

/**
 * A copied product line added as a cart_item would be: today's catalog price and every rule apply
 * again. A refusal does not throw: its errors come back with the request's item as source and `origin`
 * (which order or cart line it copied) in their meta.
 */
export function copyProductLine(
  line: CopiedProductLine,
  ctx: ResolveContext,
  catalog: Catalog,
  origin: Record<string, string>,
): { drafts: LineDraft[]; errors: ErrorObject[] } {
  try {
    const resolved = cartItemHandler.resolve(
      {
        type: "cart_item",
        id: line.productId,
        quantity: line.quantity,
        ...(line.customInputs ? { custom_inputs: line.customInputs } : {}),
        ...(line.bundleConfiguration ? { bundle_configuration: line.bundleConfiguration } : {}),
      } as CartItemInput,
      { ...ctx, catalog },
      undefined,
    );
    return { drafts: resolvedParts(resolved).drafts, errors: [] };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { drafts: [], errors: error.errors.map((e) => ({ ...e, source: ctx.source, meta: { ...e.meta, ...origin } })) };
  }
}
