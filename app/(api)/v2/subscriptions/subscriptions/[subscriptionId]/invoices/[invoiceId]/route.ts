import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { findSubscriptionInvoice } from "@/lib/commerce/subscriptions/invoices";
import { invoiceResource } from "@/lib/commerce/subscriptions/resources";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) =>
      ok({ data: invoiceResource(await findSubscriptionInvoice(subscriptionScope(caller), params.subscriptionId, params.invoiceId)) }),
  },
});
