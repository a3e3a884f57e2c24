// EP's `filter` as the subscriptions service takes it on lists: `eq(field,value)` clauses joined by `:`, all of
// which must hold, on the fields a list names. Anything else is refused with 400 naming `filter`: never ignored,
// so a list never shows what it was asked not to. Each list checks its fields' values (invoice-filter.ts,
// subscribers.ts).
import { ApiError } from "../errors";

export const filterRefused = (detail: string, value: string) => new ApiError({ status: 400, title: "Bad Request", detail, source: "filter", meta: { value } });

/** The clauses of `filter` (none when it is empty), each on one of `fields`; `noun` names the list in refusals. */
export function parseEqFilter<F extends string>(filter: string | null | undefined, fields: readonly F[], noun: string): { field: F; value: string }[] {
  if (filter === null || filter === undefined || filter.trim() === "") return [];
  if (filter.length > 1024) throw filterRefused("A filter is at most 1024 characters.", filter.slice(0, 100));
  return filter.split(":").map((clause) => {
    const match = /^\s*([a-z_]+)\(\s*([a-z_]+)\s*,\s*"?([^",()]*)"?\s*\)\s*$/.exec(clause);
    if (!match) throw filterRefused(`Cannot read the filter clause "${clause}": expected eq(field,value).`, filter);
    const [, op, field, value] = match;
    if (op !== "eq") throw filterRefused(`${noun} are filtered with eq only, not "${op}".`, filter);
    if (!(fields as readonly string[]).includes(field)) throw filterRefused(`${noun} cannot be filtered on "${field}": use ${fields.join(", ")}.`, filter);
    return { field: field as F, value };
  });
}
