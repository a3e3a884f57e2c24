// The admin's bundle page (/admin/products/{id}/bundle): a product with its components as the form edits them, and
// the products its options may be (any product but a bundle, any status); saving is updateProduct with the
// components, as PUT /pcm/products/{id} saves them (bundle-options.ts refuses an option that needs personalisation).
import { findProduct, listProducts, productNotFound } from "./products";
import { bundleFormValues } from "./bundle-form";

/** At most this many products are offered as options (by name). */
export const BUNDLE_OPTION_CHOICES = 1_000;

export type OptionChoice = { id: string; name: string; sku: string; status: string };

/** The product, its components as form values, and the products its options may be. */
export async function adminBundle(productId: string) {
  const product = await findProduct({ id: productId }, { liveOnly: false });
  if (!product) throw productNotFound({ id: productId });
  const { rows } = await listProducts(
    { limit: BUNDLE_OPTION_CHOICES, offset: 0 },
    { liveOnly: false, sort: "name", filter: [{ field: "product_types", op: "in", values: ["standard", "child"] }] },
  );
  const choices: OptionChoice[] = rows.filter((row) => row.id !== product.id).map((row) => ({ id: row.id, name: row.name, sku: row.sku, status: row.status }));
  return { product, values: bundleFormValues(product.components), choices };
}
