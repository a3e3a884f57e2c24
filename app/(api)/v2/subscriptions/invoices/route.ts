import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { parseInvoiceFilter } from "@/lib/commerce/subscriptions/invoice-filter";
import { invoiceResource, listInvoices } from "@/lib/commerce/subscriptions/invoices";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, query, request }) => {
      const page = parsePage(query);
      const filter = parseInvoiceFilter(query.get("filter"));
      const { invoices, total } = await listInvoices(await getDb(), subscriptionScope(caller), page, filter);
      return ok({ data: invoices.map(invoiceResource), ...pageMeta("/v2/subscriptions/invoices", page, total, { request, absolute: true }) });
    },
  },
});
