import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { ok } from "@/lib/http/api/response";
import { refundRequestSchema } from "@/lib/commerce/payments/payment-request";
import { refundTransaction } from "@/lib/commerce/payments/transaction-actions";
import { transactionResource } from "@/lib/commerce/payments/transaction-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    body: "optional",
    run: async ({ params, caller, body }) => {
      const request = parseOrThrow(refundRequestSchema, body ?? {}, "").data ?? {};
      return ok({ data: transactionResource(await refundTransaction(caller, orderIdParam(params.orderId), params.transactionId, request)) });
    },
  },
});
