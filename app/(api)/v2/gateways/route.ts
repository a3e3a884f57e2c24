import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { listGateways } from "@/lib/commerce/payments/gateway-settings";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async () => ok({ data: await listGateways() }) },
});
