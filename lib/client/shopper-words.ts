// The API's refusals in a shopper's words: the API keeps EP's titles and ids (what an API client matches on);
// the storefront names products, bundle components and currencies by what the shopper sees.
import type { ApiErrorObject } from "./types";

export type DisplayNames = {
  /** Product names by id: the product on the page, a bundle's options. */
  products?: Record<string, string>;
  /** A bundle's component names by key. */
  components?: Record<string, string>;
};

const COMPONENT = /component (\S+)$/;

/** One refusal as a shopper reads it; what it cannot put in better words keeps the API's detail. */
export function inShopperWords(error: ApiErrorObject, names: DisplayNames = {}): string {
  const detail = error.detail || error.title;
  const meta = (error.meta ?? {}) as Record<string, unknown>;
  if (error.title === "Cart Currency Mismatch" && typeof meta.id === "string" && typeof meta.currency === "string") {
    return notInThisCart(names.products?.[meta.id] ?? "This product", meta.currency);
  }
  const component = COMPONENT.exec(detail)?.[1];
  if (component !== undefined) {
    const name = names.components?.[component] ?? component;
    if (detail.startsWith("Missing selection")) return `Choose from ${name}.`;
    if (detail.startsWith("Invalid number of selections")) return `Check how many you chose from ${name}.`;
    if (detail.startsWith("No such component")) return "This bundle has changed: reload the page and choose again.";
  }
  return detail;
}

/** A product that cannot join the cart, whose currency is fixed by its lines. */
export const notInThisCart = (name: string, currency: string) =>
  `Your cart is in ${currency}, and ${name} has no price in ${currency}, so it cannot go in this cart.`;

/** A product list's note on a product that cannot be bought in the page's currency (`inCart`: the cart's). */
export const unavailableNote = (currency: string, inCart: boolean) => (inCart ? `Cannot go in your ${currency} cart` : `Not available in ${currency}`);

/**
 * Why a product cannot be bought in the page's currency, on its page. `inCart`: the currency is the cart's; `elsewhere`:
 * the currencies the switch offers in which it can be bought.
 */
export function unavailableInCurrency(name: string, currency: string, inCart: boolean, elsewhere: string[]): string {
  const where = elsewhere.join(" or ");
  if (inCart) return `${notInThisCart(name, currency)}${where ? ` To buy it, switch the currency to ${where} (a new cart).` : ""}`;
  return `Not available in ${currency}.${where ? ` Switch the currency to ${where} to buy it.` : ""}`;
}
