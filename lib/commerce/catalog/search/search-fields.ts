// The fields of a catalog search document that a search can match, filter, facet and sort on, by the names
// Elastic Path's catalog search (Typesense) gives them, and how each name is read. docs/catalog.md "Search".
import { CURRENCY_CODE } from "../../money";

/** Text a query matches: a product's name, SKU and description. */
export type TextField = "name" | "sku" | "description";
export const TEXT_FIELDS: readonly TextField[] = ["name", "sku", "description"];

/** What joins the names of a category path, as InstantSearch's hierarchical menu splits them. */
export const CATEGORY_SEPARATOR = " > ";

export type FacetField = { kind: "category"; level: number; name: string } | { kind: "price"; currency: string; name: string };

export type FilterField =
  | FacetField
  | { kind: "id"; name: string }
  | { kind: "sku"; name: string }
  | { kind: "slug"; name: string };

export type SortField = { kind: "text_match" } | { kind: "price"; currency: string } | { kind: "name" } | { kind: "created_at" };

const CATEGORY = /^meta\.search\.categories\.lvl(\d)$/;
const PRICE = /^price\.([A-Za-z]{3})\.float_price$/;

/** A facet field's name (`meta.search.categories.lvl0`, `price.USD.float_price`), or undefined. */
export function facetField(name: string): FacetField | undefined {
  const category = CATEGORY.exec(name);
  if (category) return { kind: "category", level: Number(category[1]), name };
  const price = PRICE.exec(name);
  if (price && CURRENCY_CODE.test(price[1].toUpperCase())) return { kind: "price", currency: price[1].toUpperCase(), name };
  return undefined;
}

const FILTER_ONLY: Record<string, FilterField> = {
  id: { kind: "id", name: "id" },
  "attributes.sku": { kind: "sku", name: "attributes.sku" },
  sku: { kind: "sku", name: "sku" },
  "attributes.slug": { kind: "slug", name: "attributes.slug" },
  slug: { kind: "slug", name: "slug" },
};

export function filterField(name: string): FilterField | undefined {
  return facetField(name) ?? FILTER_ONLY[name];
}

/** What the errors name as the fields a list takes. */
export const FACET_FIELDS_TEXT = "meta.search.categories.lvl0 to lvl9, price.<CURRENCY>.float_price";
export const FILTER_FIELDS_TEXT = `${FACET_FIELDS_TEXT}, id, attributes.sku, attributes.slug`;
export const SORT_FIELDS_TEXT = "_text_match, price.<CURRENCY>.float_price, attributes.name, attributes.created_at";
export const QUERY_BY_TEXT = "name, sku, description (or attributes.name, attributes.sku, attributes.description)";

export function sortField(name: string): SortField | undefined {
  if (name === "_text_match") return { kind: "text_match" };
  if (name === "attributes.name" || name === "name") return { kind: "name" };
  if (name === "attributes.created_at" || name === "created_at" || name === "meta.timestamps.created_at") return { kind: "created_at" };
  const field = facetField(name);
  return field?.kind === "price" ? { kind: "price", currency: field.currency } : undefined;
}

export function textField(name: string): TextField | undefined {
  const bare = name.startsWith("attributes.") ? name.slice("attributes.".length) : name;
  return (TEXT_FIELDS as readonly string[]).includes(bare) ? (bare as TextField) : undefined;
}
