// `filter` on catalog product lists, in Elastic Path's grammar: clauses `op(field,value…)` joined by `:`,
// all of which must hold. `eq(field,value)`, `in(field,v1,v2,…)`, `like(field,value)` where `*` matches any
// run of characters (case-insensitive). A value may be double-quoted to hold `,`, `(`, `)` or `:`. A filter
// that does not parse, or names a field or operator the catalog does not filter on, is refused with 400:
// never ignored, so a storefront never shows the wrong product.
import { ApiError } from "../errors";

export type FilterOp = "eq" | "in" | "like";
export type ProductFilterField = "id" | "sku" | "slug" | "name" | "description" | "product_types";
export type FilterClause = { op: FilterOp; field: ProductFilterField; values: string[] };

/** Which fields each operator takes on products. */
export const PRODUCT_FILTER_FIELDS: Record<FilterOp, readonly ProductFilterField[]> = {
  eq: ["id", "sku", "slug", "name", "product_types"],
  in: ["id", "sku", "slug", "name", "product_types"],
  like: ["sku", "slug", "name", "description"],
};

/** The product types a catalog product has (EP's `meta.product_types`). */
export const PRODUCT_TYPES = ["standard", "bundle"] as const;

const MAX_FILTER_LENGTH = 4096;
const MAX_IN_VALUES = 100;

function refused(detail: string, value: string): ApiError {
  return new ApiError({ status: 400, title: "Bad Request", detail, source: "filter", meta: { value } });
}

/** Splits `text` at `separator`s that are outside double quotes; strips the quotes from each part. */
function splitOutsideQuotes(text: string, separator: string, whole: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  let depth = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === "(") depth += 1;
    else if (!quoted && char === ")") depth -= 1;
    if (!quoted && depth === 0 && char === separator) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  if (quoted) throw refused("A quoted filter value is not closed.", whole);
  parts.push(current);
  return parts;
}

const unquote = (value: string) => (value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);

/** Parses a product `filter`; undefined or empty → no clauses. */
export function parseProductFilter(filter: string | null | undefined): FilterClause[] {
  if (filter === null || filter === undefined || filter.trim() === "") return [];
  if (filter.length > MAX_FILTER_LENGTH) throw refused(`A filter is at most ${MAX_FILTER_LENGTH} characters.`, filter.slice(0, 100));
  return splitOutsideQuotes(filter, ":", filter).map((clause) => {
    const match = /^\s*([a-z_]+)\((.*)\)\s*$/s.exec(clause);
    if (!match) throw refused(`Cannot read the filter clause "${clause}": expected op(field,value).`, filter);
    const [, op, inner] = match;
    if (!(op in PRODUCT_FILTER_FIELDS)) throw refused(`Unknown filter operator "${op}": use ${Object.keys(PRODUCT_FILTER_FIELDS).join(", ")}.`, filter);
    const [rawField, ...rawValues] = splitOutsideQuotes(inner, ",", filter).map((part) => part.trim());
    const field = rawField as ProductFilterField;
    const fields = PRODUCT_FILTER_FIELDS[op as FilterOp];
    if (!fields.includes(field)) {
      throw refused(`Products cannot be filtered with ${op} on "${rawField}": ${op} takes ${fields.join(", ")}.`, filter);
    }
    const values = rawValues.map(unquote);
    if (values.length === 0 || values.some((value) => value === "")) throw refused(`The filter clause "${clause}" needs a value.`, filter);
    if (op !== "in" && values.length > 1) throw refused(`${op} takes one value; use in(${rawField},…) for several.`, filter);
    if (values.length > MAX_IN_VALUES) throw refused(`in takes at most ${MAX_IN_VALUES} values.`, filter);
    if (field === "product_types" && values.some((value) => !(PRODUCT_TYPES as readonly string[]).includes(value))) {
      throw refused(`product_types is one of ${PRODUCT_TYPES.join(", ")}.`, filter);
    }
    return { op: op as FilterOp, field, values };
  });
}

/** A `like` value as a SQL LIKE pattern: `*` matches any run of characters; `%`, `_` and `\` match themselves. */
export function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, "%");
}
