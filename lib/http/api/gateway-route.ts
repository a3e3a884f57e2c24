// The endpoints of EP's payment gateways: GET and PUT /v2/gateways/{slug}. Each EP gateway has its own literal route
// folder (app/(api)/v2/gateways/stripe/route.ts, …), as EP's document lists a path per gateway, and all of them
// (and the dynamic [gatewaySlug] route, which answers 404 for a slug EP does not have) are these two endpoints.
import { gatewayChangeSchema } from "@/lib/commerce/payments/gateway-fields";
import { knownGateway, readGateway, updateGateway } from "@/lib/commerce/payments/gateway-settings";
import { parseOrThrow } from "@/lib/commerce/validation";
import type { Endpoint } from "./api";
import { ok } from "./response";

/** The endpoints of the gateway `slug`; without one, of the gateway the path's `gatewaySlug` names. */
export function gatewayEndpoints(slug?: string): { GET: Endpoint; PUT: Endpoint } {
  const specOf = (params: Record<string, string>) => knownGateway(slug ?? params.gatewaySlug);
  return {
    GET: { access: "admin", run: async ({ params }) => ok({ data: await readGateway(specOf(params)) }) },
    PUT: {
      access: "admin",
      run: async ({ params, body, caller }) => {
        const spec = specOf(params);
        return ok({ data: await updateGateway(spec, parseOrThrow(gatewayChangeSchema(spec), body ?? {}, "").data, caller) });
      },
    },
  };
}
