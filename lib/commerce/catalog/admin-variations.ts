// The admin's variations page (/admin/products/{id}/variations): a base product's variations and their options, the
// variations it could use, and its child products with their prices and stock. Every change is the API's own
// domain function (variations.ts: createVariation, createOption, changeProductVariations, buildChildProducts;
// products.ts updateProduct; the stock domain's setAvailable through admin-stock.ts).
import { ApiError } from "../errors";
import { listCurrencies } from "../currencies/currencies";
import { taxDisplaySettings } from "../currencies/tax-display";
import { availableUnitsOf } from "../inventory/stock-page-read";
import { adminSetStock } from "../inventory/admin-stock";
import type { StockActor } from "../inventory/stock";
import { findProduct, listProducts, productNotFound, updateProduct } from "./products";
import { priceMapSchema } from "./product-schema";
import { changeProductVariations, createOption, createVariation, pcmVariations, variationsOfProducts } from "./variations";
import type { ChildForm, NewVariationForm } from "./variation-forms";
import { MAX_CHILDREN } from "./variations";
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { productWords } from "./product-words";
import { storedUuid, type Uuid } from "../uuid";

/** The base product, its variations with their options, the store's other variations, and its children. */
export async function adminVariations(productId: Uuid) {
  const product = await findProduct({ id: productId }, { liveOnly: false });
  if (!product) throw productNotFound({ id: productId });
  const [own, all, children, currencies] = await Promise.all([
    variationsOfProducts([product.id]).then((map) => map.get(product.id) ?? []),
    pcmVariations({ limit: 100, offset: 0 }),
    listProducts({ limit: MAX_CHILDREN, offset: 0 }, { liveOnly: false, scope: { kind: "children", productId: product.id } }),
    listCurrencies(),
  ]);
  const stock = await availableUnitsOf(children.rows.map((child) => child.id));
  // The children in the order of their options (the variations' order, then each one's options').
  const position = new Map(own.flatMap((variation) => variation.options.map((option, index) => [option.id, index])));
  const rank = (optionIds: string[] | null) => own.map((variation) => position.get((optionIds ?? []).find((id) => variation.options.some((o) => o.id === id)) ?? "") ?? -1);
  const ordered = [...children.rows].sort((a, b) => {
    const [ra, rb] = [rank(a.childOptionIds), rank(b.childOptionIds)];
    const differ = ra.findIndex((value, index) => value !== rb[index]);
    return differ === -1 ? a.name.localeCompare(b.name) : ra[differ] - rb[differ];
  });
  const ownIds = new Set(own.map((variation) => variation.id));
  return {
    product,
    variations: own,
    others: all.data.filter((variation) => !ownIds.has(variation.id)).map((variation) => ({ id: variation.id, name: variation.attributes.name })),
    currencies: currencies.filter((currency) => currency.enabled).map((currency) => currency.code),
    children: ordered.map((child) => ({ id: child.id, name: child.name, sku: child.sku, slug: child.slug, status: child.status, price: child.price, available: stock.get(child.id) })),
  };
}

/** A new variation with its options, given to the product. The options keep the order they were written in (EP
 * orders them by descending sort_order). */
export async function addNewVariation(productId: Uuid, form: NewVariationForm, caller?: Caller) {
  const variation = await createVariation({ name: form.name, sort_order: null });
  for (const [index, name] of form.options.entries()) await createOption(storedUuid(variation.id), { name, description: "", sort_order: form.options.length - index });
  await changeProductVariations(productId, [{ id: variation.id }], "add");
  const product = await findProduct({ id: productId }, { liveOnly: false });
  await recordAdministratorChange(caller, {
    action: "product.variation_add",
    subject: { type: "product", id: productId },
    summary: `Added variation ${form.name} (${form.options.join(", ")}) to product ${product ? productWords(product) : productId}`,
  });
  return variation;
}

/** A child's prices and units available, saved as PUT /pcm/products/{id} and PUT /v2/inventories/{id} save them. An
 * empty price takes the currency's price away; empty units leave the stock as it is. */
export async function saveChildProduct(childId: Uuid, form: ChildForm, by: StockActor, caller?: Caller) {
  const child = await findProduct({ id: childId }, { liveOnly: false });
  if (!child) throw productNotFound({ id: childId });
  if (!child.baseProductId) throw new ApiError({ status: 422, title: "Unprocessable Entity", detail: "This product is not one of a product’s variations." });
  const includesTax = await taxDisplaySettings();
  const price = { ...child.price };
  for (const [currency, amount] of Object.entries(form.price)) {
    if (amount === null) delete price[currency];
    else price[currency] = { amount, includes_tax: child.price[currency]?.includes_tax ?? includesTax[currency] ?? false };
  }
  const saved = await updateProduct(storedUuid(child.id), { price: priceMapSchema.parse(price) }, async (tx, row) => {
    const record = { action: "product.save", summary: `Saved the prices of variation ${productWords(row)}` };
    // Recorded on the variation and on its base product, whose page lists its variations' changes too.
    await recordAdministratorChange(caller, { ...record, subject: { type: "product", id: row.id } }, tx);
    if (row.baseProductId) await recordAdministratorChange(caller, { ...record, subject: { type: "product", id: row.baseProductId } }, tx);
  });
  if (form.available !== null) await adminSetStock(child.id, { available: form.available, reason: by.reason ?? "" }, by, caller);
  return saved;
}
