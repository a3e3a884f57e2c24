import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteShippingGroup, getShippingGroup, shippingGroupBodySchema, shippingGroupResource, updateShippingGroup } from "@/lib/commerce/carts/shipping-groups";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ params }) => {
      const { group, currency } = await getShippingGroup(params.cartId, params.groupId);
      return ok({ data: shippingGroupResource(group, currency) });
    },
  },
  PUT: {
    access: "token",
    run: async ({ params, body }) => {
      const { group, currency } = await updateShippingGroup(params.cartId, params.groupId, parseOrThrow(shippingGroupBodySchema, body, "").data);
      return ok({ data: shippingGroupResource(group, currency) });
    },
  },
  DELETE: {
    access: "token",
    run: async ({ params }) => {
      await deleteShippingGroup(params.cartId, params.groupId);
      return noContent();
    },
  },
});
