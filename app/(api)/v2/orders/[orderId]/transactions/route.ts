import { api } from "@/lib/http/api/api";
import { orderIdParam } from "@/lib/http/path-ids";
import { ok } from "@/lib/http/api/response";
import { listTransactions } from "@/lib/commerce/payments/transactions";
import { transactionResource } from "@/lib/commerce/payments/transaction-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params, caller }) => ok({ data: (await listTransactions(caller, orderIdParam(params.orderId))).map(transactionResource) }) },
});
