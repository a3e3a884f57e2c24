import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { subscriptionScope } from "@/lib/commerce/subscriptions/access";
import { findInvoice, findInvoicePayment, updateInvoicePayment } from "@/lib/commerce/subscriptions/invoices";
import { invoicePaymentResource } from "@/lib/commerce/subscriptions/resources";
import { updateInvoicePaymentSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, params }) =>
      ok({ data: invoicePaymentResource(findInvoicePayment(await findInvoice(subscriptionScope(caller), params.invoiceId), params.paymentId)) }),
  },
  PUT: {
    access: "admin",
    run: async ({ body, caller, params }) =>
      ok({ data: invoicePaymentResource(await updateInvoicePayment(caller, params.invoiceId, params.paymentId, parseOrThrow(updateInvoicePaymentSchema, body, ""))) }),
  },
});
