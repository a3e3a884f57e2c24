// The store's shipping methods and tax rates as the merchant keeps them (/admin/shipping-and-tax; docs/admin.md
// "Shipping and tax"): read, create, change and delete, through the checkout store. Checkout prices with the same
// rows (prepare-checkout.ts), so a change applies to the next checkout. Input is parsed at the edge with
// shipping-and-tax-schema.ts; a destination that already has a rate is refused here, naming the field.
import type { Caller } from "@/lib/commerce/auth/tokens";
import { recordSettingsChange } from "@/lib/commerce/settings/settings-activity";
import { randomUUID } from "node:crypto";
import { checkoutStore, type ShippingMethodRow, type TaxDestination, type TaxRateRow } from "@/lib/storage/checkout/checkout-store";
import { listCurrencies } from "../currencies/currencies";
import { ApiError, notFound } from "../errors";
import { typedAmount } from "../money";
import { destinationName } from "./destination-country";
import { freeOverField, percentFromFraction, priceField, type ShippingMethodInput, type TaxRateInput } from "./shipping-and-tax-schema";

export type { ShippingMethodInput, TaxRateInput, TaxDestination };
export type ShippingMethodRecord = Pick<ShippingMethodRow, "id" | "name" | "prices" | "freeOver" | "position">;
export type TaxRateRecord = Pick<TaxRateRow, "country" | "region" | "name" | "code" | "rate" | "taxesShipping"> & { destination: string };
/** A rate as written: region and shipping left out are the whole country, shipping untaxed. */
export type TaxRateWrite = Omit<TaxRateInput, "region" | "taxesShipping"> & Partial<Pick<TaxRateInput, "region" | "taxesShipping">>;
/** Which rate: a destination, or a country code alone for the whole country's. */
export type TaxRateKey = string | TaxDestination;

export const shippingMethodNotFound = (id: string) => notFound("Not Found", "No shipping method has this id.", { id });
export const taxRateNotFound = ({ country, region }: TaxDestination) => notFound("Not Found", "No tax rate for this destination.", { country, region });
const destinationTaken = ({ country, region }: TaxDestination) =>
  new ApiError({ status: 409, title: "Conflict", detail: `${destinationName(country, region)} has a tax rate already: change that one.`, source: region ? "region" : "country" });

const methodRecord = ({ id, name, prices, freeOver, position }: ShippingMethodRow): ShippingMethodRecord => ({ id, name, prices, freeOver, position });
const rateRecord = ({ country, region, name, code, rate, taxesShipping }: TaxRateRow): TaxRateRecord => ({
  country,
  region,
  name,
  code,
  rate,
  taxesShipping,
  destination: destinationName(country, region),
});
const destinationOf = (key: TaxRateKey): TaxDestination => (typeof key === "string" ? { country: key, region: "" } : key);
const rateValues = (input: TaxRateWrite) => ({ ...input, region: input.region ?? "", taxesShipping: input.taxesShipping ?? false });

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

export async function createShippingMethod(input: ShippingMethodInput, caller?: Caller): Promise<ShippingMethodRecord> {
  const record = methodRecord(await checkoutStore.insertShippingMethod(methodId(input.name), input));
  await recordSettingsChange(caller, "shipping-and-tax", `Added the shipping method ${input.name}`);
  return record;
}

export async function updateShippingMethod(id: string, input: ShippingMethodInput, caller?: Caller): Promise<ShippingMethodRecord> {
  const row = await checkoutStore.updateShippingMethod(id, input);
  if (!row) throw shippingMethodNotFound(id);
  await recordSettingsChange(caller, "shipping-and-tax", `Changed the shipping method ${input.name}`);
  return methodRecord(row);
}

export async function deleteShippingMethod(id: string, caller?: Caller): Promise<void> {
  if (!(await checkoutStore.deleteShippingMethod(id))) throw shippingMethodNotFound(id);
  await recordSettingsChange(caller, "shipping-and-tax", `Deleted the shipping method ${id}`);
}

/** The store's tax rates by destination (`*`, everywhere else, first). */
export async function listTaxRates(): Promise<TaxRateRecord[]> {
  return (await checkoutStore.taxRates()).map(rateRecord);
}

export async function findTaxRate(key: TaxRateKey): Promise<TaxRateRecord> {
  const row = await checkoutStore.taxRate(destinationOf(key));
  if (!row) throw taxRateNotFound(destinationOf(key));
  return rateRecord(row);
}

/** "GB", "US CA": the destination a rate is for. */
const placeWords = ({ country, region }: { country: string; region?: string | null }) => [country, region].filter(Boolean).join(" ");

export async function createTaxRate(input: TaxRateWrite, caller?: Caller): Promise<TaxRateRecord> {
  const values = rateValues(input);
  const row = await checkoutStore.insertTaxRate(values);
  if (row === "taken") throw destinationTaken(values);
  await recordSettingsChange(caller, "shipping-and-tax", `Added the tax rate for ${placeWords(values)}`);
  return rateRecord(row);
}

/** Changes the rate of a destination (its destination too, unless another rate has the new one). */
export async function updateTaxRate(key: TaxRateKey, input: TaxRateWrite, caller?: Caller): Promise<TaxRateRecord> {
  const values = rateValues(input);
  const row = await checkoutStore.updateTaxRate(destinationOf(key), values);
  if (row === "taken") throw destinationTaken(values);
  if (!row) throw taxRateNotFound(destinationOf(key));
  await recordSettingsChange(caller, "shipping-and-tax", `Changed the tax rate for ${placeWords(values)}`);
  return rateRecord(row);
}

export async function deleteTaxRate(key: TaxRateKey, caller?: Caller): Promise<void> {
  if (!(await checkoutStore.deleteTaxRate(destinationOf(key)))) throw taxRateNotFound(destinationOf(key));
  await recordSettingsChange(caller, "shipping-and-tax", `Deleted the tax rate for ${placeWords(destinationOf(key))}`);
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

/** A rate's fields as the admin form shows them (the rate in percent, the shipping checkbox "yes" when ticked). */
export const taxRateFormValues = (rate?: TaxRateRecord): Record<string, string> => ({
  country: rate?.country ?? "",
  region: rate?.region ?? "",
  taxes_shipping: rate?.taxesShipping ? "yes" : "",
  name: rate?.name ?? "",
  code: rate?.code ?? "",
  rate: rate ? percentFromFraction(rate.rate) : "",
});
