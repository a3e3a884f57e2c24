// The store's own details (docs/admin.md "Store details"): its name, address and contact for e-mails, the packing
// slip and the storefront's footer; its time zone (the dashboard's days and the admin's dates); the prefix its order
// numbers are printed after. Kept in the database (store_details), changed on the admin's store settings; every
// change is recorded as who did what.
import { DEFAULT_STORE_DETAILS, storeDetailsStore, type StoredStoreDetails } from "@/lib/storage/settings/store-details-store";
import type { Executor } from "@/lib/storage/db";
import { mappedRead, type BatchedRead } from "@/lib/storage/batched-read";
import { expireCacheTags, STORE_SETTINGS_TAG } from "@/lib/cache/tags";
import { recordActivity } from "../activity/activity";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";
import { parseOrThrow } from "../validation";
import { changedWords } from "./changed-words";
import { storeDetailsSchema, type StoreDetailsValues } from "./store-details-schema";

export { storeDetailsSchema, type StoreDetailsValues };

export type StoreDetails = StoredStoreDetails;

/** The name the store goes by where none is stored. */
export const FALLBACK_STORE_NAME = "Cartwright";

/** The details; `within` (a transaction, passed through) when the caller reads them in its own. */
export async function readStoreDetails(within?: Executor): Promise<StoreDetails> {
  return storeDetailsStore.read(within);
}

/** The name to print: the stored one, else the fallback. */
export const storeNameOf = (details: Pick<StoreDetails, "name">): string => details.name || FALLBACK_STORE_NAME;

/** What a message of the store says of it: its name, its contact e-mail ("" when none), its order-number prefix. */
export type StoreMailFacts = { storeName: string; storeContact: string; orderNumberPrefix: string };

const mailFactsOf = (details: StoreDetails): StoreMailFacts => ({ storeName: storeNameOf(details), storeContact: details.contactEmail, orderNumberPrefix: details.orderNumberPrefix });

export async function storeMailFacts(within?: Executor): Promise<StoreMailFacts> {
  return mailFactsOf(await readStoreDetails(within));
}

/** storeMailFacts as a read to send with others (lib/storage/batched-read.ts). */
export const storeMailFactsRead = (): BatchedRead<StoreMailFacts> => mappedRead(storeDetailsStore.detailsRead(), mailFactsOf);

const LABELS: Record<keyof StoreDetails, string> = {
  name: "store name",
  addressLine1: "address",
  addressLine2: "address",
  city: "address",
  postcode: "address",
  region: "address",
  country: "address",
  contactEmail: "contact e-mail",
  phone: "phone number",
  timeZone: "time zone",
  orderNumberPrefix: "order-number prefix",
};

/** The details in the form's (and the schema's) field names. */
export function storeDetailsFields(details: StoreDetails): Record<keyof StoreDetailsValues, string> {
  return {
    store_name: details.name,
    address_line_1: details.addressLine1,
    address_line_2: details.addressLine2,
    city: details.city,
    postcode: details.postcode,
    region: details.region,
    country: details.country,
    contact_email: details.contactEmail,
    phone: details.phone,
    time_zone: details.timeZone,
    order_number_prefix: details.orderNumberPrefix,
  };
}

/**
 * Stores the details as `caller`, with the activity row naming what changed, in one transaction. Judged again here
 * (an unknown zone, a prefix of other characters: 400, nothing stored), whoever calls.
 */
export async function updateStoreDetails(caller: Caller, input: StoreDetailsValues): Promise<StoreDetails> {
  const values = parseOrThrow(storeDetailsSchema, input);
  const next: StoredStoreDetails = {
    name: values.store_name,
    addressLine1: values.address_line_1,
    addressLine2: values.address_line_2,
    city: values.city,
    postcode: values.postcode,
    region: values.region,
    country: values.country,
    contactEmail: values.contact_email,
    phone: values.phone,
    timeZone: values.time_zone,
    orderNumberPrefix: values.order_number_prefix,
  };
  const stored = await storeDetailsStore.transaction(async (tx) => {
    const before = await storeDetailsStore.read(tx);
    const saved = await storeDetailsStore.save(next, now(), tx);
    const changed = (Object.keys(LABELS) as (keyof StoreDetails)[]).filter((key) => before[key] !== saved[key]);
    const words = [...new Set(changed.map((key) => (key === "timeZone" ? `time zone (now ${saved.timeZone})` : key === "orderNumberPrefix" ? `order-number prefix (now "${saved.orderNumberPrefix}")` : LABELS[key])))];
    await recordActivity(
      caller,
      { action: "settings.store_details", subject: { type: "settings", id: "store" }, summary: words.length ? `Changed the store's ${changedWords(words)}` : "Saved the store details unchanged" },
      tx,
    );
    return saved;
  });
  // The storefront's cached copy (its footer, its order pages' prefix) is read again at its next request.
  expireCacheTags([STORE_SETTINGS_TAG]);
  return stored;
}

export { DEFAULT_STORE_DETAILS };
