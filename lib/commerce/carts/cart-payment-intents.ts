// EP's cart payment intents (POST /v2/carts/{id}/payments, PUT /v2/carts/{id}/payments/{paymentIntentId}): a Stripe
// Payment Intent made for a cart through Elastic Path Payments Stripe. This store has no Stripe: that gateway is
// listed by GET /v2/gateways as not set up (`enabled: false`, gateway-settings.ts) and cannot be set up, so an
// intent is never made. A request for one is read (the cart must exist and be the caller's, the body must be EP's)
// and answered with the store's 422 for a gateway it does not take (payments/gateways.ts), and nothing changes.
import { z } from "zod";
import { ApiError, notFound } from "../errors";
import { gatewayNotEnabled } from "../payments/gateways";
import { parseOrThrow } from "../validation";
import { getCart } from "./carts";

/** The only gateway EP makes cart payment intents with. */
export const CART_INTENT_GATEWAY = "elastic_path_payments_stripe";

const intentRequestSchema = z.object({
  data: z.object({
    gateway: z.string().min(1, "Name the gateway."),
    method: z.string().optional(),
    payment_method_types: z.array(z.string()).optional(),
    amount: z.number().int().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  }),
});

function refusedGateway(body: unknown): never {
  const { gateway } = parseOrThrow(intentRequestSchema, body, "").data;
  if (gateway !== CART_INTENT_GATEWAY) {
    throw new ApiError({
      status: 422,
      title: "Gateway not supported",
      detail: `Cart payment intents are made with ${CART_INTENT_GATEWAY} only.`,
      source: "data.gateway",
    });
  }
  throw gatewayNotEnabled(gateway);
}

/** POST /v2/carts/{id}/payments: the cart is read (404, 403 as any cart route), then the gateway is refused. */
export async function createCartPaymentIntent(cartId: string, body: unknown): Promise<never> {
  await getCart(cartId);
  return refusedGateway(body);
}

/** PUT /v2/carts/{id}/payments/{intent}: 404 unless the cart holds that intent's id; otherwise as POST. */
export async function updateCartPaymentIntent(cartId: string, paymentIntentId: string, body: unknown): Promise<never> {
  const { cart } = await getCart(cartId);
  if (cart.paymentIntentId !== paymentIntentId) {
    throw notFound("Not Found", `Cart ${cartId} has no payment intent ${paymentIntentId}`, { id: paymentIntentId });
  }
  return refusedGateway(body);
}
