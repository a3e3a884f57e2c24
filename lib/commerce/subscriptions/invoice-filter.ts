// `filter` on invoice lists, as EP documents it for invoices: `eq(field,value)` clauses joined by `:`, all of which
// must hold, on `subscriber_id`, `subscription_id` (UUIDs), `outstanding` and `tax_required` (true or false). Anything
// else is refused with 400 naming `filter`: never ignored, so a list never shows invoices it was asked not to.
import { ApiError } from "../errors";
import { isUuid } from "../uuid";

export type InvoiceFilter = { subscriberId?: string; subscriptionId?: string; outstanding?: boolean; taxRequired?: boolean };

const FIELDS = ["subscriber_id", "subscription_id", "outstanding", "tax_required"] as const;

const refused = (detail: string, value: string) => new ApiError({ status: 400, title: "Bad Request", detail, source: "filter", meta: { value } });

export function parseInvoiceFilter(filter: string | null | undefined): InvoiceFilter {
  if (filter === null || filter === undefined || filter.trim() === "") return {};
  if (filter.length > 1024) throw refused("A filter is at most 1024 characters.", filter.slice(0, 100));
  const out: InvoiceFilter = {};
  for (const clause of filter.split(":")) {
    const match = /^\s*([a-z_]+)\(\s*([a-z_]+)\s*,\s*"?([^",()]*)"?\s*\)\s*$/.exec(clause);
    if (!match) throw refused(`Cannot read the filter clause "${clause}": expected eq(field,value).`, filter);
    const [, op, field, value] = match;
    if (op !== "eq") throw refused(`Invoices are filtered with eq only, not "${op}".`, filter);
    if (!(FIELDS as readonly string[]).includes(field)) throw refused(`Invoices cannot be filtered on "${field}": use ${FIELDS.join(", ")}.`, filter);
    if (field === "subscriber_id" || field === "subscription_id") {
      if (!isUuid(value)) throw refused(`${field} is a UUID.`, filter);
      out[field === "subscriber_id" ? "subscriberId" : "subscriptionId"] = value.toLowerCase();
    } else {
      if (value !== "true" && value !== "false") throw refused(`${field} is true or false.`, filter);
      out[field === "outstanding" ? "outstanding" : "taxRequired"] = value === "true";
    }
  }
  return out;
}
