import { api } from "@/lib/http/api/api";
import { gatewayEndpoints } from "@/lib/http/api/gateway-route";

const gateway = gatewayEndpoints("elastic_path_payments_stripe");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: gateway.GET,
  PUT: gateway.PUT,
});
