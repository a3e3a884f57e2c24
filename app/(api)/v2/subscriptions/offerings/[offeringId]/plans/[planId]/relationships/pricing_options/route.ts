import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { planPricingOptionLinks } from "@/lib/commerce/subscriptions/offerings";
import { pricingOptionRelationshipsSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

// A plan here is its own one pricing option (lib/commerce/subscriptions/plan-pricing-options.ts).
const ids = (body: unknown) => parseOrThrow(pricingOptionRelationshipsSchema, body, "").data.map((d) => d.id);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params }) => ok({ data: await planPricingOptionLinks(params.offeringId, params.planId, "list") }),
  },
  POST: {
    access: "admin",
    run: async ({ body, params }) => ok({ data: await planPricingOptionLinks(params.offeringId, params.planId, "attach", ids(body)) }),
  },
  DELETE: {
    access: "admin",
    body: true,
    run: async ({ body, params }) => ok({ data: await planPricingOptionLinks(params.offeringId, params.planId, "detach", ids(body)) }),
  },
});
