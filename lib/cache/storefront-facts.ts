// What the storefront shows of the store's settings (its name and contact in the footer, the order-number prefix
// on its order pages, the policies with a body): the same for every shopper, so cached across them with
// `'use cache'` and tagged `store-settings`, which every save expires (tags.ts), on every instance.
// CATALOG_CACHE_SECONDS=0 reads live, as the catalog's reads do (storefront-catalog.ts). This entry takes no
// arguments, so there is nothing for a stray call to send it.
import { publishedPolicies, type PolicySlug } from "@/lib/commerce/settings/policies";
import { readStoreDetails, storeNameOf } from "@/lib/commerce/settings/store-details";
import { cachedEntry, unlessCachingOff } from "./catalog-entry";
import { STORE_SETTINGS_TAG } from "./tags";

export type StorefrontFacts = {
  name: string;
  contactEmail: string;
  orderNumberPrefix: string;
  policies: { slug: PolicySlug; title: string; body: string }[];
};

async function readStorefrontFacts(): Promise<StorefrontFacts> {
  const [details, policies] = await Promise.all([readStoreDetails(), publishedPolicies()]);
  return {
    name: storeNameOf(details),
    contactEmail: details.contactEmail,
    orderNumberPrefix: details.orderNumberPrefix,
    policies: policies.map(({ slug, title, body }) => ({ slug, title, body })),
  };
}

async function storefrontFactsEntry(): Promise<StorefrontFacts> {
  "use cache";
  cachedEntry(STORE_SETTINGS_TAG);
  return readStorefrontFacts();
}

export const cachedStorefrontFacts = unlessCachingOff(storefrontFactsEntry, readStorefrontFacts);
