import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { ok } from "@/lib/http/api/response";
import { payOrder } from "@/lib/commerce/payments/pay-order";
import { paymentRequestSchema } from "@/lib/commerce/payments/payment-request";
import { transactionResource } from "@/lib/commerce/payments/transaction-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ params, caller, body }) =>
      ok({ data: transactionResource(await payOrder(caller, orderIdParam(params.orderId), parseOrThrow(paymentRequestSchema, body ?? {}, "").data)) }),
  },
});
