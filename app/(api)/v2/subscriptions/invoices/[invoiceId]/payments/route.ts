import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { invoicePayments } from "@/lib/commerce/subscriptions/invoice-payments";
import { findInvoice } from "@/lib/commerce/subscriptions/invoices";
import { invoicePaymentResource } from "@/lib/commerce/subscriptions/resources";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) => ok({ data: invoicePayments(await findInvoice(subscriptionScope(caller), params.invoiceId)).map(invoicePaymentResource) }),
  },
});
