// The header search's suggestions, pure: what a multi-search answer (`POST /catalog/multi-search?include=main_image`)
// gives each suggestion (name, page, thumbnail, price as a product card shows it). Loaded with the first suggestions
// (search-box.tsx), not with every page the header is on.

/** One suggested product, as the list shows it. */
export type Suggestion = {
  id: string;
  name: string;
  slug: string;
  /** The product's main image (the answer's `included.main_images`), when it has one. */
  imageHref?: string;
  /** The price as the product's card shows it (product-grid.tsx), or undefined: then `note` says why. */
  price?: string;
  /** Before the price: "From " for a product whose size, colour… is chosen on its page. */
  prefix?: string;
  note?: string;
};

type Money = { amount: number; currency: string; formatted: string };

/** The parts of a hit's document (the catalog product, catalog-page.ts) the suggestions read. */
export type SearchDocument = {
  id: string;
  attributes: { name: string; slug: string; price?: Record<string, unknown> | null; components?: unknown };
  relationships?: { main_image?: { data?: { id: string } | null } };
  meta?: { display_price?: { with_tax?: Money; without_tax?: Money }; product_types?: string[] };
};

export type MultiSearchAnswer = {
  results: { hits?: { document: SearchDocument }[] }[];
  included?: { main_images?: { id: string; link?: { href?: string } }[] };
};

/**
 * The first search's hits as suggestions. The price follows the product card's rule (product-grid.tsx with
 * catalogEntry): the product's own price in the currency, formatted as the catalog formats money — the hit's
 * `meta.display_price` (with tax, else without: the store shows the price as entered, the two are the same
 * amount); "From " before it for a base product with variations; an auto-priced bundle (no price of its own) is
 * "Priced by your selection" where it can be priced; a product without a price in the currency is "Not available
 * in <currency>".
 */
export function suggestionsFrom(answer: MultiSearchAnswer, currency: string): Suggestion[] {
  const images = new Map((answer.included?.main_images ?? []).flatMap((file) => (file.link?.href ? [[file.id, file.link.href] as const] : [])));
  return (answer.results[0]?.hits ?? []).map(({ document: product }) => {
    const imageId = product.relationships?.main_image?.data?.id;
    const imageHref = imageId ? images.get(imageId) : undefined;
    const shown = product.meta?.display_price?.with_tax ?? product.meta?.display_price?.without_tax;
    const types = product.meta?.product_types ?? [];
    const autoPricedBundle = Boolean(product.attributes.components) && Object.keys(product.attributes.price ?? {}).length === 0;
    const base = { id: product.id, name: product.attributes.name, slug: product.attributes.slug, ...(imageHref ? { imageHref } : {}) };
    if (!shown) return { ...base, note: `Not available in ${currency}` };
    if (autoPricedBundle) return { ...base, note: "Priced by your selection" };
    return { ...base, price: shown.formatted, ...(types.includes("parent") ? { prefix: "From " } : {}) };
  });
}
