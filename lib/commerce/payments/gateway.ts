// A payment gateway as the order's payments see it (docs/payments.md): it is asked to take, hold, capture, give back
// or void money and answers with the state the money is in. The order's payment workflow never asks a gateway what
// an order's state is: it follows from the transactions (order-payment-state.ts).
export type GatewayRequest = { orderId: string; transactionId: string; amount: number; currency: string };

/** What the gateway says happened: `complete` (done), `pending` (it will say later, through confirm), `failed`. */
export type GatewayOutcome = { status: "complete" | "pending" | "failed"; reference: string };

export interface PaymentGateway {
  /** EP's gateway slug: `manual`, `stripe_payment_intents`, `adyen`… */
  readonly slug: string;
  purchase(request: GatewayRequest): Promise<GatewayOutcome>;
  authorize(request: GatewayRequest): Promise<GatewayOutcome>;
  capture(request: GatewayRequest): Promise<GatewayOutcome>;
  refund(request: GatewayRequest): Promise<GatewayOutcome>;
  /** Voids an authorization that has not been captured. */
  cancel(request: GatewayRequest): Promise<GatewayOutcome>;
}
