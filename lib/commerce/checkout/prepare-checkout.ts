// Before the storefront places an order it fixes how and where the cart ships (docs/api.md "Shipping and tax at
// checkout"): the chosen shipping method becomes the cart's EP shipping group, priced in the cart's currency (free
// over the method's threshold) and linked to every line; and each line carries the destination's tax item, replacing
// the ones it had — the same calls an external tax service makes through EP's API. The destination's rate is its
// region's where it has one (a US state), and where that rate taxes shipping the group's price carries its tax
// (shipping-tax.ts) and the rate it was taken at (kept by the order for a tax report). The cart's totals are then the
// order's, to the minor unit. One change under the cart's lock: a refusal changes nothing.
//
// As named steps (docs/architecture.md), one transaction:
//   1. store reads    the shipping methods, tax rates and tax display (unlocked: the store's settings)
//   2. lock and read  the cart, its lines, tax items, groups and discount context in one round trip (the checkout store)
//   3. plan           a pure function of what was read (checkout-preparation.ts): the group, the linked lines, the taxes
//   4. write          every row in one round trip with COMMIT, the cart read back in the same batch
import { randomUUID } from "node:crypto";
import { unprocessable } from "../errors";
import { assertCartId, cartNotFound } from "../carts/carts";
import { assertMayUseCart } from "../carts/cart-access";
import { assertNotExpired } from "../carts/cart-expiry";
import type { CartView } from "../carts/cart-view";
import { checkoutStore } from "@/lib/storage/checkout/checkout-store";
import { taxDisplaySettings } from "../currencies/tax-display";
import { taxJurisdiction, taxRateFor, type ShippingMethod, type TaxRate } from "./shipping-and-tax-rules";
import { planCheckoutPreparation } from "./checkout-preparation";
import { needsRegion, regionLabel, regionMissing, regionOf } from "./regions";

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
  assertCartId(cartId);
  return checkoutStore.prepare(cartId, async (unit) => {
    const contents = await unit.lockAndRead();
    if (!contents) throw cartNotFound(cartId);
    assertMayUseCart(contents.cart);
    assertNotExpired(contents.cart);
    const plan = planCheckoutPreparation({
      cartId,
      contents,
      method,
      rate,
      jurisdiction,
      pricesIncludeTax: taxDisplay[contents.cart.currency ?? ""] ?? false,
      destination: { country, region },
      newGroupId: randomUUID(),
    });
    return unit.write(plan);
  });
}
