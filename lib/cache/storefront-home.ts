// The storefront's home page reads, cached across shoppers with `'use cache'` (docs/performance.md "What is cached"):
// the hero and the featured collection's category (tagged `home-page`, which a save of the home page expires, and
// `catalog` and `store-settings`, since the collection's category and the default hero's name and button come from
// them), and the collection's products, keyed by the category, the currency and the count and tagged `catalog` as
// every catalog read is. CATALOG_CACHE_SECONDS=0 reads live. The products' entry checks its arguments first, as the
// catalog's do (storefront-catalog.ts): a stray call with what no page sends is answered with nothing.
import { z } from "zod";
import { featuredProducts, type CatalogEntry } from "@/lib/commerce/catalog/catalog-page-read";
import { homePageView, type FeaturedCollection, type HomePageView } from "@/lib/commerce/settings/home-page";
import { FEATURED_COUNT } from "@/lib/commerce/settings/home-page-schema";
import { uuidField } from "@/lib/commerce/uuid";
import { cachedEntry, catalogEntry, unlessCachingOff } from "./catalog-entry";
import { CATALOG_TAG, HOME_PAGE_TAG, STORE_SETTINGS_TAG } from "./tags";

const scope = z.union([z.strictObject({ hierarchyId: uuidField() }), z.strictObject({ nodeId: uuidField() })]);

/** What the featured products' cached read takes, as the home page calls it (exported for its test). */
export const featuredArguments = z.tuple([scope, z.string().regex(/^[A-Z]{3}$/), z.number().int().min(FEATURED_COUNT.min).max(FEATURED_COUNT.max)]);

async function homePageEntry(): Promise<HomePageView> {
  "use cache";
  cachedEntry(HOME_PAGE_TAG, CATALOG_TAG, STORE_SETTINGS_TAG);
  return homePageView();
}

async function featuredProductsEntry(categoryScope: FeaturedCollection["scope"], currency: string, count: number): Promise<CatalogEntry[]> {
  "use cache";
  catalogEntry();
  if (!featuredArguments.safeParse([categoryScope, currency, count]).success) return [];
  return featuredProducts({ scope: categoryScope }, currency, count);
}

export const cachedHomePage = unlessCachingOff(homePageEntry, homePageView);
export const cachedFeaturedProducts = unlessCachingOff(
  (featured: Pick<FeaturedCollection, "scope" | "count">, currency: string) => featuredProductsEntry(featured.scope, currency, featured.count),
  (featured: Pick<FeaturedCollection, "scope" | "count">, currency: string) => featuredProducts(featured, currency, featured.count),
);
