import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { ok } from "@/lib/http/api/response";
import { transactionActionSchema } from "@/lib/commerce/payments/payment-request";
import { captureTransaction } from "@/lib/commerce/payments/transaction-actions";
import { transactionResource } from "@/lib/commerce/payments/transaction-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    body: "optional",
    run: async ({ params, caller, body }) => {
      parseOrThrow(transactionActionSchema, body ?? {}, "");
      return ok({ data: transactionResource(await captureTransaction(caller, orderIdParam(params.orderId), params.transactionId)) });
    },
  },
});
