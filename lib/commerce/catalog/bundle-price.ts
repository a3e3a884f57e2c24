// A bundle's price in the catalog (`meta.display_price`) is what a cart charges for it: the same rule
// (carts/bundle-selection.ts bundlePriceIn) over the same selection — the options marked default, or the ones a
// shopper chose (POST /catalog/products/{id}/configure). A bundle with a price of its own shows that price. An
// auto-priced one shows the sum of its selection's options, and nothing when a cart would refuse that selection
// as it is (a component left unfilled, an option that is not live, one without a price in the currency): the
// catalog never shows a price the cart would not charge. docs/api.md "Catalog".
import type { PriceMap } from "@/lib/storage/schema";
import { bundleComponents, bundlePriceIn, bundleSelectionProblems, selectedOptionList, type BundleProduct, type SelectedOptions } from "../carts/bundle-selection";
import type { UnitPrice } from "../carts/cart-currency";

/** The unit price a cart charges for the bundle with `selection` in `currency`, or undefined when it would refuse it. */
export function bundleCatalogPrice(
  bundle: BundleProduct,
  selection: SelectedOptions,
  liveOption: (id: string) => { id: string; price: PriceMap } | undefined,
  currency: string,
): UnitPrice | undefined {
  const components = bundleComponents(bundle);
  if (!components) return undefined;
  const ownPrice = ("attributes" in bundle ? bundle.attributes.price : bundle.price) ?? {};
  const autoPriced = Object.keys(ownPrice).length === 0;
  if (autoPriced) {
    if (bundleSelectionProblems(components, selection).length > 0) return undefined;
    if (selectedOptionList(selection).some((option) => !liveOption(option.id))) return undefined;
  }
  const price = bundlePriceIn(bundle, selection, (id) => liveOption(id)!, currency);
  return "missing" in price ? undefined : price;
}
