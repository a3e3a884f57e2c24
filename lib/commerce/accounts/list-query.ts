// A back-office list of accounts, members or memberships as EP's clients ask for it (GET /v2/accounts,
// /v2/account-members, an account's memberships): `filter` in EP's grammar (catalog-filter.ts: `eq(name,Swan)`,
// `like(email,*@example.com)`, `in(id,…)`, clauses joined by `:`), `sort` (a field, `-` for descending; newest first
// without one, EP's default) and `page[limit]`/`page[offset]`. A filter or sort the list does not take → 400, never
// ignored. A `like` matches any case; a value for an id field that is not a UUID matches nothing.
import type { ListPage, ListSort, TextCondition } from "@/lib/storage/accounts/rows";
import { ApiError } from "../errors";
import { likePattern, parseFilter, type FilterOp } from "../catalog/catalog-filter";
import { parsePage } from "../page";
import { isUuid } from "../uuid";

export type ListFields<Column extends string> = {
  /** The fields each operator takes. */
  filter: Partial<Record<FilterOp, readonly Column[]>>;
  /** The fields `sort` takes. */
  sort: readonly Column[];
  /** Fields that hold UUIDs. */
  ids: readonly Column[];
};

export type ListQuery<Column extends string> = { conditions: TextCondition<Column>[]; sort: ListSort<Column>; page: ListPage };

function parseSort<Column extends string>(value: string | null, fields: readonly Column[]): ListSort<Column> {
  if (value === null || value === "") return { column: "created_at" as Column, descending: true };
  const descending = value.startsWith("-");
  const column = (descending ? value.slice(1) : value) as Column;
  if (!fields.includes(column)) {
    throw new ApiError({ status: 400, title: "Bad Request", detail: `sort is one of ${fields.join(", ")}, or one of them after -.`, source: "sort", meta: { value } });
  }
  return { column, descending };
}

export function parseListQuery<Column extends string>(query: URLSearchParams, fields: ListFields<Column>): ListQuery<Column> {
  const conditions = parseFilter(query.get("filter"), fields.filter).map((clause): TextCondition<Column> => {
    const isId = fields.ids.includes(clause.field);
    const values = isId && clause.op !== "like" ? clause.values.filter(isUuid).map((v) => v.toLowerCase()) : clause.values;
    if (clause.op === "like") return { column: clause.field, op: "like", pattern: likePattern(values[0]) };
    if (clause.op === "in" || values.length === 0) return { column: clause.field, op: "in", values };
    return { column: clause.field, op: "eq", value: values[0] };
  });
  return { conditions, sort: parseSort(query.get("sort"), fields.sort), page: parsePage(query) };
}
