// A product as the back office's records name it (docs/admin.md "Who did what"): "Engraved Water Bottle (SKU
// BOTTLE-01)" — the name a shopkeeper knows it by and the SKU that tells two alike apart.
export const productWords = (product: { name: string; sku: string }): string => (product.sku ? `${product.name} (SKU ${product.sku})` : product.name);
