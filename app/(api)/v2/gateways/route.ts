import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { listGateways } from "@/lib/commerce/payments/gateway-settings";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async () => ok({ data: await listGateways() }) },
});
