// The catalogs adds have read, by the product lists they named, with the digest of the text read: an add
// planned without reading (fast-cart-store.ts) takes its products from here, and its guard compares the
// digest with the products as they are when the cart is locked. Bounded (oldest first).
import { md5Hex } from "../digest";
import { catalogFromJson } from "./products";
import type { Catalog } from "./rows";

export type RememberedCatalog = { catalog: Catalog; digest: string };
type Lists = { ids: string[]; skus: string[] };

const MAX_CATALOGS = 1000;
const catalogs = new Map<string, RememberedCatalog>();
const listsKey = ({ ids, skus }: Lists) => `${ids.join(",")}|${skus.join(",")}`;

/** Remembers the products read for `lists` (productKeyLists) as `text` (productsJsonOf's result). */
export function rememberCatalog(lists: Lists, text: string, catalog: Catalog = catalogFromJson(text)) {
  const key = listsKey(lists);
  catalogs.delete(key);
  if (catalogs.size >= MAX_CATALOGS) catalogs.delete(catalogs.keys().next().value!);
  catalogs.set(key, { catalog, digest: md5Hex(text) });
}

export const rememberedCatalog = (lists: Lists): RememberedCatalog | undefined => catalogs.get(listsKey(lists));
