// `filter` on invoice lists, as EP documents it for invoices: `eq(field,value)` clauses joined by `:`, all of which
// must hold, on `subscriber_id`, `subscription_id` (UUIDs), `outstanding` and `tax_required` (true or false). Anything
// else is refused with 400 naming `filter`: never ignored, so a list never shows invoices it was asked not to.
import { filterRefused as refused, parseEqFilter } from "./eq-filter";
import { isUuid } from "../uuid";

export type InvoiceFilter = { subscriberId?: string; subscriptionId?: string; outstanding?: boolean; taxRequired?: boolean };

const FIELDS = ["subscriber_id", "subscription_id", "outstanding", "tax_required"] as const;

export function parseInvoiceFilter(filter: string | null | undefined): InvoiceFilter {
  const out: InvoiceFilter = {};
  for (const { field, value } of parseEqFilter(filter, FIELDS, "Invoices")) {
    if (field === "subscriber_id" || field === "subscription_id") {
      if (!isUuid(value)) throw refused(`${field} is a UUID.`, filter!);
      out[field === "subscriber_id" ? "subscriberId" : "subscriptionId"] = value.toLowerCase();
    } else {
      if (value !== "true" && value !== "false") throw refused(`${field} is true or false.`, filter!);
      out[field === "outstanding" ? "outstanding" : "taxRequired"] = value === "true";
    }
  }
  return out;
}
