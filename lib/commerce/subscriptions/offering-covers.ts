// Which offerings a catalog product's page offers as a subscription: an offering covers the product when one of its
// products is the product's copy — the same SKU (an offering's products are copies, made in the admin from the
// catalog, docs/admin.md "Subscriptions"). A product without a SKU is covered by none.
export function offeringsCovering<T extends { products: { sku?: string }[] }>(offerings: readonly T[], sku: string): T[] {
  const wanted = sku.trim();
  if (!wanted) return [];
  return offerings.filter((offering) => offering.products.some((p) => p.sku === wanted));
}
