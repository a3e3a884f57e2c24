// What the storefront shows of the store's settings (its name and contact in the footer, the order-number prefix
// on its order pages, the policies with a body): the same for every shopper, so cached across them with
// `'use cache'` and tagged `store-settings`, which every save expires (lib/storage/cache-tags.ts), on every instance.
// CATALOG_CACHE_SECONDS=0 reads live, as the catalog's reads do (cached-catalog-reads.ts). This entry takes no
// arguments, so there is nothing for a stray call to send it.
import { cacheLife, cacheTag } from "next/cache";
import { catalogCacheSeconds, unlessCachingOff } from "@/lib/http/catalog-cache";
import { STORE_SETTINGS_TAG } from "@/lib/storage/cache-tags";
import { publishedPolicies, type PolicySlug } from "@/lib/commerce/settings/policies";
import { readStoreDetails, storeNameOf } from "@/lib/commerce/settings/store-details";

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
  cacheTag(STORE_SETTINGS_TAG);
  const seconds = catalogCacheSeconds();
  cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
  return readStorefrontFacts();
}

export const cachedStorefrontFacts = unlessCachingOff(storefrontFactsEntry, readStorefrontFacts);
