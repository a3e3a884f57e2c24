// Why a code gives nothing, in a shopper's words (docs/money.md "Promotions"): the API's detail for a refused code and
// the cart's meta.messages both read these, so the storefront shows them as they are. Pure.
import { formatMoney } from "../money";

export const belowMinimum = (code: string, minimum: number, goods: number, currency: string) =>
  `${code} applies from ${formatMoney(minimum, currency)} of goods: add ${formatMoney(minimum - goods, currency)} more.`;

export const notInCurrency = (code: string, currency: string) => `${code} cannot be used in a ${currency} cart.`;

export const expired = (code: string) => `${code} has expired or is no longer offered.`;

export const usedUp = (code: string, limit: "total" | "customer") =>
  limit === "total" ? `${code} has been used up: it is no longer available.` : `You have already used ${code} as often as it allows.`;

export const doesNotCombine = (code: string, other: string) => `${code} cannot be used together with ${other}: remove ${other} to use ${code}.`;

/** A promotion set aside for another that takes more off (promotion-combination.ts). */
export const gaveWay = (name: string, winner: string) => `${name} is not used: ${winner} takes more off, and the two do not combine.`;

export const customDiscountsOnly = (code: string) => `${code} cannot be used in this cart.`;
