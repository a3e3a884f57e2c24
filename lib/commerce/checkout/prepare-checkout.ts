// Before the storefront places an order it fixes how and where the cart ships (docs/api.md "Shipping and tax at
// checkout"): the chosen shipping method becomes the cart's EP shipping group, priced in the cart's currency (free
// over the method's threshold) and linked to every line; and each line carries the destination's tax item, replacing
// the ones it had — the same calls an external tax service makes through EP's API. The destination's rate is its
// region's where it has one (a US state), and where that rate taxes shipping the group's price carries its tax
// (shipping-tax.ts) and the rate it was taken at (kept by the order for a tax report). The cart's totals are then the
// order's, to the minor unit. One change under the cart's lock: a refusal changes nothing.
import { unprocessable } from "../errors";
import { changeLine, changeCart } from "../carts/carts";
import type { CartView } from "../carts/cart-view";
import { cartIsEmpty } from "../orders/orders";
import { checkoutStore } from "@/lib/storage/checkout/checkout-store";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { taxDisplaySettings } from "../currencies/tax-display";
import { goodsAmount, shippingPrice, taxJurisdiction, taxRateFor, type ShippingMethod, type TaxRate } from "./shipping-and-tax-rules";
import { shippingPriceParts } from "./shipping-tax";
import { needsRegion, regionLabel, regionMissing, regionOf } from "./regions";

/** The tag of the shipping group checkout made (EP's external_ref), so that a second choice replaces the first. */
const METHOD_REF = "shipping-method:";

export async function shippingMethods(): Promise<ShippingMethod[]> {
  const rows = await checkoutStore.shippingMethods();
  return rows.map((r) => ({ id: r.id, name: r.name, prices: r.prices, freeOver: r.freeOver }));
}

async function storeTaxRates(): Promise<TaxRate[]> {
  return checkoutStore.taxRates();
}

/** Where the cart ships and how: `region` is the shipping address's (EP's `region`: "NY"), needed where the country has regions (regions.ts). */
export type CheckoutChoice = { country: string; region?: string; shippingMethodId: string };

/** The destination's region as stored, refused (422, naming the address field) where the country needs one and it is missing or not the country's. */
function destinationRegion(country: string, typed: string | undefined): string {
  if (!needsRegion(country)) return "";
  const region = regionOf(country, typed ?? "");
  if (region === undefined) throw unprocessable(`${regionLabel(country)} required`, `${regionMissing(country)}.`, { source: "shipping_address.region" });
  return region;
}

export async function prepareCheckout(cartId: string, choice: CheckoutChoice): Promise<CartView> {
  const [methods, rates, taxDisplay] = await Promise.all([shippingMethods(), storeTaxRates(), taxDisplaySettings()]);
  const method = methods.find((m) => m.id === choice.shippingMethodId);
  if (!method) throw unprocessable("Unknown shipping method", "Choose one of the store's shipping methods.", { source: "shipping_method" });
  const country = choice.country.trim().toUpperCase();
  const region = destinationRegion(country, choice.region);
  const rate = taxRateFor(rates, country, region);
  const jurisdiction = rate ? taxJurisdiction(country, rate) : country;
  return changeCart(cartId, async (unit) => {
    const view = await unit.contents();
    const lines = view.items.filter(isGoodsLine);
    const currency = view.cart.currency;
    if (lines.length === 0 || !currency) throw cartIsEmpty(cartId);
    const price = shippingPrice(method, currency, goodsAmount(lines));
    if (price === undefined) {
      throw unprocessable("Shipping method not available", `${method.name} cannot be chosen for a cart in ${currency}.`, { source: "shipping_method" });
    }
    const groupPrice = shippingPriceParts(price, rate, taxDisplay[currency] ?? false);
    const values = {
      shippingType: method.name,
      externalRef: `${METHOD_REF}${method.id}`,
      address: region ? { country, region } : { country },
      shippingPrice: groupPrice,
      taxRate: rate && groupPrice.tax > 0 ? { name: rate.name, code: rate.code, rate: rate.rate, jurisdiction } : null,
    };
    const earlier = view.groups.find((g) => g.externalRef?.startsWith(METHOD_REF));
    const group = earlier ? await unit.updateGroup(earlier.id, values) : await unit.insertGroup(values);
    for (const line of lines) {
      if (line.shippingGroupId !== group.id) await changeLine(unit, line.id, { shipping_group_id: group.id }, "data");
    }
    // Linking may have joined lines: tax the lines as they now are.
    const linked = await unit.contents();
    for (const line of linked.items) {
      if (!isGoodsLine(line)) continue;
      for (const tax of linked.taxes) if (tax.cartItemId === line.id) await unit.deleteTax(line.id, tax.id);
      if (rate && rate.rate > 0) await unit.insertTax(line.id, { name: rate.name, jurisdiction, code: rate.code, rate: rate.rate });
    }
  });
}
