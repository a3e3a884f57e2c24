// The store's one catalog. Cartwright publishes a single catalog (every live product, its hierarchies and prices),
// so what EP's clients read as "the catalog" a cart item came from is always this one: a cart item whose
// `catalog_source` is `pim` carries its id as `catalog_id` (docs/api.md "Carts").

/** The id of the store's catalog: fixed, so that it reads the same on every instance and after every restart. */
export const STORE_CATALOG_ID = "2f3c6d1a-8b4e-4c59-9a7d-5e1b0c4f7a21";

/** Where a cart item's product came from: always the store's catalog (EP's `pim`; `legacy` is EP's older product API). */
export const STORE_CATALOG_SOURCE = "pim";
