import { getDb, closeDb } from "@/lib/storage/db";
import { runSearch } from "@/lib/commerce/catalog/search/search-engine";
import { parseMultiSearchBody } from "@/lib/commerce/catalog/search/search-request";
const db = await getDb();
const [request] = parseMultiSearchBody({ searches: [{ q: "walnut ladels", per_page: 12 }] });
await runSearch(db, request);
const [t2] = parseMultiSearchBody({ searches: [{ q: "walnut ladles", per_page: 12, facet_by: "meta.search.categories.lvl0,meta.search.categories.lvl1,price.USD.float_price", filter_by: "price.USD.float_price:[5..100]" }] });
await runSearch(db, t2);
await closeDb();
