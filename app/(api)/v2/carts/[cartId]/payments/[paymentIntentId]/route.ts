import { api } from "@/lib/http/api/api";
import { updateCartPaymentIntent } from "@/lib/commerce/carts/cart-payment-intents";

// EP's cart payment intents need Elastic Path Payments Stripe, which this store does not have: 404 or 422.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "token",
    run: async ({ params, body }) => updateCartPaymentIntent(params.cartId, params.paymentIntentId, body),
  },
});
