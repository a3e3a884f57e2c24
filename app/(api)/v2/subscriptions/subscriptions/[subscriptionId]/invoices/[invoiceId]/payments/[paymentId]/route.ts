import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { findInvoicePayment, findSubscriptionInvoice } from "@/lib/commerce/subscriptions/invoices";
import { invoicePaymentResource } from "@/lib/commerce/subscriptions/resources";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) => {
      const invoice = await findSubscriptionInvoice(subscriptionScope(caller), params.subscriptionId, params.invoiceId);
      return ok({ data: invoicePaymentResource(findInvoicePayment(invoice, params.paymentId)) });
    },
  },
});
