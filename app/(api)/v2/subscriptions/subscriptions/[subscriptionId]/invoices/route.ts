import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { parseInvoiceFilter } from "@/lib/commerce/subscriptions/invoice-filter";
import { listSubscriptionInvoices } from "@/lib/commerce/subscriptions/invoices";
import { invoiceResource } from "@/lib/commerce/subscriptions/resources";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params, query, request }) => {
      const page = parsePage(query);
      const id = params.subscriptionId;
      const filter = parseInvoiceFilter(query.get("filter"));
      const { invoices, total } = await listSubscriptionInvoices(subscriptionScope(caller), id, page, filter);
      // EP documents these links as absolute URIs.
      return ok({ data: invoices.map(invoiceResource), ...pageMeta(`/v2/subscriptions/subscriptions/${id}/invoices`, page, total, { request, absolute: true }) });
    },
  },
});
