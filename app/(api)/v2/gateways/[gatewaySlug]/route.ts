import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { readGateway, updateGateway } from "@/lib/commerce/payments/gateway-settings";
import { manualGatewayChangeSchema } from "@/lib/commerce/payments/payment-request";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async ({ params }) => ok({ data: await readGateway(params.gatewaySlug) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => ok({ data: await updateGateway(params.gatewaySlug, parseOrThrow(manualGatewayChangeSchema, body ?? {}, "").data) }),
  },
});
