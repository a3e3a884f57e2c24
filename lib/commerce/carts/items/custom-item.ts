// `custom_item` (docs/api.md "Adding to a cart"): an item that is not in the catalog, priced by
// the caller (who must verify it). Any token may add one, but a shopper's may not take a catalog
// product's sku or name, nor one that reads the same (custom-item-names.ts). The same sku is one line with the quantities summed (the
// line keeps its first name and price); no sku is a line of its own.
import { z } from "zod";
import { customInputsSchema } from "../custom-inputs";
import { lookalikeKey } from "../../catalog/lookalike-key";
import { assertNotACatalogProduct, checksCustomItems, type CatalogLookalikes } from "../custom-item-names";
import { MAX_LINE_VALUE } from "../item-limit";
import { customItemIdentity } from "../line-identity";
import { linkedShippingGroup, quantitySchema, type ItemHandler, type LineDraft } from "./item-handler";

const schema = z.object({
  type: z.literal("custom_item"),
  name: z.string().min(1).max(1024),
  quantity: quantitySchema,
  price: z.object({
    amount: z.number().int().min(0).max(MAX_LINE_VALUE),
    includes_tax: z.boolean().default(true),
  }),
  sku: z.string().min(1).max(1024).optional(),
  description: z.string().max(10_000).optional(),
  custom_inputs: customInputsSchema({ customInputs: null }).optional(),
  shipping_group_id: z.string().min(1).max(64).optional(),
});

type CustomItemInput = z.output<typeof schema>;

export const customItemHandler: ItemHandler<CustomItemInput, CatalogLookalikes | undefined> = {
  schema,
  // A shopper's items only: the catalog's skus and names they could pass for, read under the cart's lock.
  async load(reads, inputs, ctx) {
    if (!checksCustomItems(ctx.caller)) return undefined;
    return reads.productLookalikes(
      inputs.flatMap((input) => (input.sku !== undefined ? [lookalikeKey(input.sku)] : [])),
      inputs.map((input) => lookalikeKey(input.name)),
    );
  },
  resolve(input, ctx, catalog): LineDraft[] {
    if (catalog) assertNotACatalogProduct(input, catalog, ctx.source);
    const shippingGroupId = linkedShippingGroup(input.shipping_group_id, ctx);
    const customInputs = input.custom_inputs && Object.keys(input.custom_inputs).length ? input.custom_inputs : null;
    return [
      {
        type: "custom_item",
        identity: customItemIdentity(input.sku),
        productId: null,
        name: input.name,
        description: input.description ?? "",
        sku: input.sku ?? "",
        slug: "",
        quantity: input.quantity,
        unitAmount: input.price.amount,
        includesTax: input.price.includes_tax,
        customInputs,
        bundleConfiguration: null,
        shippingGroupId,
        image: null,
        refreshExisting: false,
      },
    ];
  },
};
