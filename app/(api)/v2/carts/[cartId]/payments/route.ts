import { api } from "@/lib/http/api/api";
import { createCartPaymentIntent } from "@/lib/commerce/carts/cart-payment-intents";

// EP's cart payment intents need Elastic Path Payments Stripe, which this store does not have: always a 422.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async ({ params, body }) => createCartPaymentIntent(params.cartId, body),
  },
});
