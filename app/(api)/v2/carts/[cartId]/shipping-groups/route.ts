import { api } from "@/lib/http/api";
import { created, ok } from "@/lib/http/response";
import { createShippingGroup, listShippingGroups, shippingGroupResource } from "@/lib/commerce/carts/shipping-groups";

export const { GET, POST, PUT, PATCH, DELETE } = api({
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
      const { group, currency } = await createShippingGroup(params.cartId, body);
      return created({ data: shippingGroupResource(group, currency) });
    },
  },
});
