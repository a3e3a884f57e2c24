// The store's shipping methods and tax rates as the merchant keeps them (/admin/shipping-and-tax; docs/admin.md
// "Shipping and tax"): read, create, change and delete, through the checkout store. Checkout prices with the same
// rows (prepare-checkout.ts), so a change applies to the next checkout. Input is parsed at the edge with
// shipping-and-tax-schema.ts; a destination that already has a rate is refused here, naming the field.
import { randomUUID } from "node:crypto";
import { checkoutStore, type ShippingMethodRow, type TaxRateRow } from "@/lib/storage/checkout/checkout-store";
import { listCurrencies } from "../currencies/currencies";
import { ApiError, notFound } from "../errors";
import { typedAmount } from "../money";
import { destinationName } from "./destination-country";
import { freeOverField, percentFromFraction, priceField, type ShippingMethodInput, type TaxRateInput } from "./shipping-and-tax-schema";

export type { ShippingMethodInput, TaxRateInput };
export type ShippingMethodRecord = Pick<ShippingMethodRow, "id" | "name" | "prices" | "freeOver" | "position">;
export type TaxRateRecord = Pick<TaxRateRow, "country" | "name" | "code" | "rate"> & { destination: string };

export const shippingMethodNotFound = (id: string) => notFound("Not Found", "No shipping method has this id.", { id });
export const taxRateNotFound = (country: string) => notFound("Not Found", "No tax rate for this destination.", { country });
const destinationTaken = (country: string) =>
  new ApiError({ status: 409, title: "Conflict", detail: `${destinationName(country)} has a tax rate already: change that one.`, source: "country" });

const methodRecord = ({ id, name, prices, freeOver, position }: ShippingMethodRow): ShippingMethodRecord => ({ id, name, prices, freeOver, position });
const rateRecord = ({ country, name, code, rate }: TaxRateRow): TaxRateRecord => ({ country, name, code, rate, destination: destinationName(country) });

/** A new method's id: its name as a slug, made unique. */
const methodId = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40) || "method"}-${randomUUID().slice(0, 8)}`;

/** The store's shipping methods, in the order checkout offers them. */
export async function listShippingMethods(): Promise<ShippingMethodRecord[]> {
  return (await checkoutStore.shippingMethods()).map(methodRecord);
}

export async function findShippingMethod(id: string): Promise<ShippingMethodRecord> {
  const row = await checkoutStore.shippingMethod(id);
  if (!row) throw shippingMethodNotFound(id);
  return methodRecord(row);
}

export async function createShippingMethod(input: ShippingMethodInput): Promise<ShippingMethodRecord> {
  return methodRecord(await checkoutStore.insertShippingMethod(methodId(input.name), input));
}

export async function updateShippingMethod(id: string, input: ShippingMethodInput): Promise<ShippingMethodRecord> {
  const row = await checkoutStore.updateShippingMethod(id, input);
  if (!row) throw shippingMethodNotFound(id);
  return methodRecord(row);
}

export async function deleteShippingMethod(id: string): Promise<void> {
  if (!(await checkoutStore.deleteShippingMethod(id))) throw shippingMethodNotFound(id);
}

/** The store's tax rates by destination (`*`, everywhere else, first). */
export async function listTaxRates(): Promise<TaxRateRecord[]> {
  return (await checkoutStore.taxRates()).map(rateRecord);
}

export async function findTaxRate(country: string): Promise<TaxRateRecord> {
  const row = await checkoutStore.taxRate(country);
  if (!row) throw taxRateNotFound(country);
  return rateRecord(row);
}

export async function createTaxRate(input: TaxRateInput): Promise<TaxRateRecord> {
  const row = await checkoutStore.insertTaxRate(input);
  if (row === "taken") throw destinationTaken(input.country);
  return rateRecord(row);
}

/** Changes the rate of `country` (its destination too, unless another rate has the new one). */
export async function updateTaxRate(country: string, input: TaxRateInput): Promise<TaxRateRecord> {
  const row = await checkoutStore.updateTaxRate(country, input);
  if (row === "taken") throw destinationTaken(input.country);
  if (!row) throw taxRateNotFound(country);
  return rateRecord(row);
}

export async function deleteTaxRate(country: string): Promise<void> {
  if (!(await checkoutStore.deleteTaxRate(country))) throw taxRateNotFound(country);
}

/** What /admin/shipping-and-tax lists: the shipping methods and the tax rates. */
export async function shippingAndTax(): Promise<{ methods: ShippingMethodRecord[]; rates: TaxRateRecord[] }> {
  const [methods, rates] = await Promise.all([listShippingMethods(), listTaxRates()]);
  return { methods, rates };
}

/**
 * The method with this id (404 when there is none), or a new one when no id is given, with its fields as the admin
 * form shows them (amounts as typed, "4.95") in each of the store's currencies.
 */
export async function shippingMethodForm(
  id?: string,
): Promise<{ method?: ShippingMethodRecord; currencies: string[]; values: Record<string, string> }> {
  const [method, currencyRows] = await Promise.all([id === undefined ? undefined : findShippingMethod(id), listCurrencies()]);
  const currencies = currencyRows.map((c) => c.code);
  const values: Record<string, string> = { name: method?.name ?? "", position: String(method?.position ?? 0) };
  for (const c of currencies) {
    const price = method?.prices[c];
    const free = method?.freeOver?.[c];
    values[priceField(c)] = price === undefined ? "" : typedAmount(price, c);
    values[freeOverField(c)] = free === undefined ? "" : typedAmount(free, c);
  }
  return { ...(method ? { method } : {}), currencies, values };
}

/** A rate's fields as the admin form shows them (the rate in percent). */
export const taxRateFormValues = (rate?: TaxRateRecord): Record<string, string> => ({
  country: rate?.country ?? "",
  name: rate?.name ?? "",
  code: rate?.code ?? "",
  rate: rate ? percentFromFraction(rate.rate) : "",
});
