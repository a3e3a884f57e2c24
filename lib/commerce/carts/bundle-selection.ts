// Dynamic bundles (docs/api.md "Adding to a cart"): a shopper's `bundle_configuration.selected_options`
// ({component_key: {option_product_id: quantity}}) checked against the bundle's components, and the
// bundle's price. The rule is one function (bundleSelectionProblems): the API's zod schema
// (bundle-selection-schema.ts) is built from it, and the storefront's bundle picker explains a
// selection with it as the shopper chooses. No zod here: the picker's page loads this module.
//  - a component the bundle does not have       → `No such component <c>`
//  - an option the component does not offer      → `No option <id> for component <c>`
//  - a quantity other than the option's quantity → `No option quantity for option <id>`
//  - a component without a selection             → `Missing selection for component <c>` (unless its min is 0)
//  - a number of options outside min..max        → `Invalid number of selections for component <c>`
// each as 422 `Invalid bundle configuration`. A bundle with a price of its own costs that price; an
// auto-priced bundle (empty price map) costs the sum of its selected options × their quantities.
import type { BundleComponent, PriceMap } from "@/lib/storage/schema";
import { productCurrencyMismatch, unitPriceIn, type UnitPrice } from "./cart-currency";

export const INVALID_BUNDLE = "Invalid bundle configuration";

export type SelectedOptions = Record<string, Record<string, number>>;
export type BundleComponents = Record<string, BundleComponent>;

/** A bundle as the server reads it (`components`, `price`) or as the catalog API returns it (`attributes.…`). */
export type BundleProduct =
  | { id: string; components?: BundleComponents | null; price?: PriceMap }
  | { id: string; attributes: { components?: BundleComponents | null; price?: PriceMap } };

export function bundleComponents(product: BundleProduct): BundleComponents | undefined {
  const components = "attributes" in product ? product.attributes.components : product.components;
  return components && Object.keys(components).length > 0 ? components : undefined;
}

function bundlePriceMap(product: BundleProduct): PriceMap {
  return ("attributes" in product ? product.attributes.price : product.price) ?? {};
}

/** A bundle with a price of its own costs that whatever is chosen; one without costs the sum of its options. */
export const pricedAsAWhole = (product: BundleProduct): boolean => Object.keys(bundlePriceMap(product)).length > 0;

/** A component that takes at most one option is a choice of one (radios): picking another replaces the first. */
export const choiceOfOne = (component: BundleComponent): boolean => selectionRange(component).max === 1;

/** Components in the order a shopper sees them (sort_order, then key). */
export function orderedComponents(components: BundleComponents): [string, BundleComponent][] {
  return Object.entries(components).sort(
    ([ka, a], [kb, b]) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || ka.localeCompare(kb),
  );
}

/** How many options a component needs: `min` (default 1) to `max` (default: all of them). */
export function selectionRange(component: BundleComponent): { min: number; max: number } {
  const min = component.min ?? 1;
  const max = component.max ?? component.options.length;
  return { min, max };
}

/** The selection of the options marked `default`: what a bundle added without a configuration gets. */
export function defaultSelection(product: BundleProduct): SelectedOptions {
  const out: SelectedOptions = {};
  for (const [key, component] of Object.entries(bundleComponents(product) ?? {})) {
    const chosen = component.options.filter((o) => o.default);
    if (chosen.length) out[key] = Object.fromEntries(chosen.map((o) => [o.id, o.quantity]));
  }
  return out;
}

/** A problem with a selection: the component (and option) it concerns, and what to tell the shopper. */
export type SelectionProblem = { path: [string] | [string, string]; message: string };

/** Rule: what is wrong with a selection of a bundle's options, in the bundle's component order (nothing: []). */
export function bundleSelectionProblems(components: BundleComponents, selected: Record<string, Record<string, unknown>>): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  for (const key of Object.keys(selected)) {
    if (!Object.hasOwn(components, key)) problems.push({ path: [key], message: `No such component ${key}` });
  }
  for (const [key, component] of orderedComponents(components)) {
    const chosen = Object.hasOwn(selected, key) ? selected[key] : {};
    const ids = Object.keys(chosen);
    const { min, max } = selectionRange(component);
    if (ids.length === 0) {
      if (min > 0) problems.push({ path: [key], message: `Missing selection for component ${key}` });
      continue;
    }
    for (const id of ids) {
      const option = component.options.find((o) => o.id === id);
      if (!option) problems.push({ path: [key, id], message: `No option ${id} for component ${key}` });
      else if (chosen[id] !== option.quantity) problems.push({ path: [key, id], message: `No option quantity for option ${id}` });
    }
    if (ids.length < min || ids.length > max) problems.push({ path: [key], message: `Invalid number of selections for component ${key}` });
  }
  return problems;
}

/** Every option product a selection names, with its quantity (one entry per component and option). */
export function selectedOptionList(selection: SelectedOptions): { id: string; quantity: number }[] {
  return Object.values(selection).flatMap((options) => Object.entries(options).map(([id, quantity]) => ({ id, quantity })));
}

/**
 * The unit price of a bundle in a currency: its own price, or, when its price map is empty, the sum of
 * the selected options' prices × quantities (tax-inclusive only when every option is). When the bundle,
 * or for an auto-priced bundle an option, has no price in the currency: the id of that product.
 */
export function bundlePriceIn(
  product: BundleProduct,
  selection: SelectedOptions,
  optionProduct: (id: string) => { id: string; price: PriceMap },
  currency: string,
): UnitPrice | { missing: string } {
  if (pricedAsAWhole(product)) return unitPriceIn({ price: bundlePriceMap(product) }, currency) ?? { missing: product.id };
  let amount = 0;
  let includesTax = true;
  for (const { id, quantity } of selectedOptionList(selection)) {
    const price = unitPriceIn(optionProduct(id), currency);
    if (!price) return { missing: id };
    amount += price.amount * quantity;
    includesTax &&= price.includesTax;
  }
  return { amount, includesTax };
}

/** The unit price of a bundle in the cart's currency (bundlePriceIn), or `Cart Currency Mismatch` naming the product without one. */
export function bundleUnitPrice(...args: Parameters<typeof bundlePriceIn>): UnitPrice {
  const price = bundlePriceIn(...args);
  if ("missing" in price) throw productCurrencyMismatch(args[3], price.missing);
  return price;
}
