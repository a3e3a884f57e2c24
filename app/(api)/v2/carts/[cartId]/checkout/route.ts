import { api } from "@/lib/http/api/api";
import { checkoutRequestSchema } from "@/lib/commerce/orders/checkout-schema";
import { parseOrThrow } from "@/lib/commerce/validation";
import { created } from "@/lib/http/api/response";
import { checkoutCart } from "@/lib/commerce/orders/orders";
import { orderDocument } from "@/lib/commerce/orders/order-resource";
import { checkoutOrigin, logWithheldConfirmation } from "@/lib/http/origin/checkout-origin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ params, body, caller, origin, request }) => {
      const checkout = parseOrThrow(checkoutRequestSchema, body ?? {}, "").data;
      const placed = await checkoutCart(params.cartId, checkout, caller, checkoutOrigin(request.headers));
      logWithheldConfirmation(placed);
      return created(orderDocument(placed, { origin }));
    },
  },
});
