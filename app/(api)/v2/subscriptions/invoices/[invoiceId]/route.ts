import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { findInvoice, invoiceResource } from "@/lib/commerce/subscriptions/invoices";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) => ok({ data: invoiceResource(await findInvoice(await getDb(), subscriptionScope(caller), params.invoiceId)) }),
  },
});
