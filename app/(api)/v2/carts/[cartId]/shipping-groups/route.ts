import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { createShippingGroup, listShippingGroups, shippingGroupBodySchema, shippingGroupResource } from "@/lib/commerce/carts/shipping-groups";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params }) => {
      const { groups, currency } = await listShippingGroups(params.cartId);
      return ok({ data: groups.map((g) => shippingGroupResource(g, currency)) });
    },
  },
  POST: {
    access: "token",
    run: async ({ params, body }) => {
      const { group, currency } = await createShippingGroup(params.cartId, parseOrThrow(shippingGroupBodySchema, body, "").data);
      return created({ data: shippingGroupResource(group, currency) });
    },
  },
});
