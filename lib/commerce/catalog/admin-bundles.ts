// The admin's bundle page (/admin/products/{id}/bundle): a product with its components as the form edits them, and
// the products its options may be (any product but a bundle, any status); saving is updateProduct with the
// components alone, as PUT /pcm/products/{id} saves them (bundle-options.ts refuses an option that needs
// personalisation): the bundle's own price, description, status and stock stay as they are.
import { ApiError } from "../errors";
import { findProduct, listProducts, productNotFound, updateProduct, type ProductRow } from "./products";
import { bundleFormValues, componentsOfForm, type BundleFormChecked } from "./bundle-components-schema";
import { updateProductBodySchema } from "./product-schema";
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { productWords } from "./product-words";
import type { Uuid } from "../uuid";

/** At most this many products are offered as options (by name). */
export const BUNDLE_OPTION_CHOICES = 1_000;

export type OptionChoice = { id: string; name: string; sku: string; status: string };

/** The product, its components as form values, and the products its options may be. */
export async function adminBundle(productId: Uuid) {
  const product = await findProduct({ id: productId }, { liveOnly: false });
  if (!product) throw productNotFound({ id: productId });
  const { rows } = await listProducts(
    { limit: BUNDLE_OPTION_CHOICES, offset: 0 },
    { liveOnly: false, sort: "name", filter: [{ field: "product_types", op: "in", values: ["standard", "child"] }] },
  );
  const choices: OptionChoice[] = rows.filter((row) => row.id !== product.id).map((row) => ({ id: row.id, name: row.name, sku: row.sku, status: row.status }));
  return { product, values: bundleFormValues(product.components), choices };
}

/** Saves the components the form lists, and nothing else of the product; the API's body schema checks them. */
export async function saveAdminBundle(productId: Uuid, form: BundleFormChecked, caller?: Caller): Promise<ProductRow> {
  const body = updateProductBodySchema.safeParse({ data: { type: "product", attributes: { components: componentsOfForm(form) } } });
  if (!body.success) {
    throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: body.error.issues[0]?.message ?? "These components cannot be saved.", source: "data.attributes.components" });
  }
  const components = body.data.data.attributes.components;
  return updateProduct(productId, { components }, (tx, row) =>
    recordAdministratorChange(
      caller,
      { action: "product.bundle_save", subject: { type: "product", id: row.id }, summary: `Saved the bundle components of ${productWords(row)} (${Object.keys(components ?? {}).length} components)` },
      tx,
    ),
  );
}
