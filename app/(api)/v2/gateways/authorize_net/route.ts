import { api } from "@/lib/http/api/api";
import { gatewayEndpoints } from "@/lib/http/api/gateway-route";

const gateway = gatewayEndpoints("authorize_net");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: gateway.GET,
  PUT: gateway.PUT,
});
