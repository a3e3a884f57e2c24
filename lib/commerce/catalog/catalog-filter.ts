// `filter` on catalog lists (products, hierarchies, nodes), in Elastic Path's grammar: clauses `op(field,value…)` joined by `:`,
// all of which must hold. `eq(field,value)`, `in(field,v1,v2,…)`, `like(field,value)` where `*` matches any
// run of characters (case-insensitive). A value may be double-quoted to hold `,`, `(`, `)` or `:`. A filter
// that does not parse, or names a field or operator the catalog does not filter on, is refused with 400:
// never ignored, so a storefront never shows the wrong product. As lenient as EP where EP is: empty entries of
// an `in` list are left out (`in(id,)`, what EP's storefront sends for an empty cart, is a list of none and
// matches nothing; `in(id,a,,b)` is `in(id,a,b)`); `in(id)` without a list, and an empty eq or like, are refused.
import { ApiError } from "../errors";

export type FilterOp = "eq" | "in" | "like";
export type ProductFilterField = "id" | "sku" | "slug" | "name" | "description" | "product_types" | "tags";
export type FilterClause<Field extends string = ProductFilterField> = { op: FilterOp; field: Field; values: string[] };

/** Which fields each operator takes on products. */
export const PRODUCT_FILTER_FIELDS: Record<FilterOp, readonly ProductFilterField[]> = {
  eq: ["id", "sku", "slug", "name", "product_types", "tags"],
  in: ["id", "sku", "slug", "name", "product_types", "tags"],
  like: ["sku", "slug", "name", "description"],
};

/** Hierarchies and nodes: EP's table (eq on name and slug, in on id). */
export type NodeFilterField = "id" | "name" | "slug";
export const NODE_FILTER_FIELDS: Partial<Record<FilterOp, readonly NodeFilterField[]>> = { eq: ["name", "slug"], in: ["id"] };

/** The product types a catalog product has (EP's `meta.product_types`): a parent has child products built from
 * its variations, a child is one of them. */
export const PRODUCT_TYPES = ["standard", "bundle", "parent", "child"] as const;

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
  const clauses = parseFilter(filter, PRODUCT_FILTER_FIELDS);
  for (const clause of clauses) {
    if (clause.field === "product_types" && clause.values.some((value) => !(PRODUCT_TYPES as readonly string[]).includes(value))) {
      throw refused(`product_types is one of ${PRODUCT_TYPES.join(", ")}.`, filter ?? "");
    }
  }
  return clauses;
}

/** Parses a hierarchy or node `filter`. */
export function parseNodeFilter(filter: string | null | undefined): FilterClause<NodeFilterField>[] {
  return parseFilter(filter, NODE_FILTER_FIELDS);
}

/** Parses `filter` against the fields each operator takes on one resource. */
export function parseFilter<Field extends string>(
  filter: string | null | undefined,
  fieldsOf: Partial<Record<FilterOp, readonly Field[]>>,
): FilterClause<Field>[] {
  if (filter === null || filter === undefined || filter.trim() === "") return [];
  if (filter.length > MAX_FILTER_LENGTH) throw refused(`A filter is at most ${MAX_FILTER_LENGTH} characters.`, filter.slice(0, 100));
  return splitOutsideQuotes(filter, ":", filter).map((clause) => {
    const match = /^\s*([a-z_]+)\((.*)\)\s*$/s.exec(clause);
    if (!match) throw refused(`Cannot read the filter clause "${clause}": expected op(field,value).`, filter);
    const [, op, inner] = match;
    const fields = fieldsOf[op as FilterOp];
    if (!fields) throw refused(`Unknown filter operator "${op}": use ${Object.keys(fieldsOf).join(", ")}.`, filter);
    const [rawField, ...rawValues] = splitOutsideQuotes(inner, ",", filter).map((part) => part.trim());
    const field = rawField as Field;
    if (!fields.includes(field)) {
      throw refused(`This list cannot be filtered with ${op} on "${rawField}": ${op} takes ${fields.join(", ")}.`, filter);
    }
    const given = rawValues.map(unquote);
    const values = op === "in" ? given.filter((value) => value !== "") : given;
    if (given.length === 0 || values.some((value) => value === "")) throw refused(`The filter clause "${clause}" needs a value.`, filter);
    if (op !== "in" && values.length > 1) throw refused(`${op} takes one value; use in(${rawField},…) for several.`, filter);
    if (values.length > MAX_IN_VALUES) throw refused(`in takes at most ${MAX_IN_VALUES} values.`, filter);
    return { op: op as FilterOp, field, values };
  });
}

/** A `like` value as a SQL LIKE pattern: `*` matches any run of characters; `%`, `_` and `\` match themselves. */
export function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, "%");
}
