// EP's manual gateway: money moves outside the store (pay on delivery, bank transfer, a purchase order), and the
// merchant records it here. Every request is complete at once.
import type { GatewayOutcome, PaymentGateway } from "./gateway";

const done = async (): Promise<GatewayOutcome> => ({ status: "complete", reference: "manual" });

export const manualGateway: PaymentGateway = {
  slug: "manual",
  purchase: done,
  authorize: done,
  capture: done,
  refund: done,
  cancel: done,
};
