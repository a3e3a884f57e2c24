// Before the storefront places an order it fixes how and where the cart ships (docs/api.md "Shipping and tax at
// checkout"): the chosen shipping method becomes the cart's EP shipping group, priced in the cart's currency (free
// over the method's threshold) and linked to every line; and each line carries the destination's tax item, replacing
// the ones it had — the same calls an external tax service makes through EP's API. The cart's totals are then the
// order's, to the minor unit. One change under the cart's lock: a refusal changes nothing.
import { unprocessable } from "../errors";
import { changeLine, changeCart } from "../carts/carts";
import type { CartView } from "../carts/cart-view";
import { cartIsEmpty } from "../orders/orders";
import { checkoutStore } from "@/lib/storage/checkout/checkout-store";
import { isGoodsLine } from "@/lib/shared/goods-line";
import { goodsAmount, shippingPrice, taxRateFor, type ShippingMethod, type TaxRate } from "./shipping-and-tax-rules";

/** The tag of the shipping group checkout made (EP's external_ref), so that a second choice replaces the first. */
const METHOD_REF = "shipping-method:";

export async function shippingMethods(): Promise<ShippingMethod[]> {
  const rows = await checkoutStore.shippingMethods();
  return rows.map((r) => ({ id: r.id, name: r.name, prices: r.prices, freeOver: r.freeOver }));
}

async function storeTaxRates(): Promise<TaxRate[]> {
  return checkoutStore.taxRates();
}

export type CheckoutChoice = { country: string; shippingMethodId: string };

export async function prepareCheckout(cartId: string, choice: CheckoutChoice): Promise<CartView> {
  const [methods, rates] = await Promise.all([shippingMethods(), storeTaxRates()]);
  const method = methods.find((m) => m.id === choice.shippingMethodId);
  if (!method) throw unprocessable("Unknown shipping method", "Choose one of the store's shipping methods.", { source: "shipping_method" });
  const country = choice.country.toUpperCase();
  const rate = taxRateFor(rates, country);
  return changeCart(cartId, async (unit) => {
    const view = await unit.contents();
    const lines = view.items.filter(isGoodsLine);
    const currency = view.cart.currency;
    if (lines.length === 0 || !currency) throw cartIsEmpty(cartId);
    const price = shippingPrice(method, currency, goodsAmount(lines));
    if (price === undefined) {
      throw unprocessable("Shipping method not available", `${method.name} cannot be chosen for a cart in ${currency}.`, { source: "shipping_method" });
    }
    const values = {
      shippingType: method.name,
      externalRef: `${METHOD_REF}${method.id}`,
      address: { country },
      shippingPrice: { base: price, tax: 0, fees: 0 },
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
      if (rate && rate.rate > 0) await unit.insertTax(line.id, { name: rate.name, jurisdiction: country, code: rate.code, rate: rate.rate });
    }
  });
}
