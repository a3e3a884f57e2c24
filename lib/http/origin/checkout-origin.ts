// What the checkout's limits need of its request (lib/commerce/orders/unpaid-order-limit.ts, order-mail-limit.ts):
// the client's address, as every limit resolves it; and the one log line of a confirmation not written.
import { clientAddress } from "./client-address";
import { log } from "../logging/log";
import type { CheckoutOrigin } from "@/lib/commerce/orders/unpaid-order-limit";
import type { PlacedOrder } from "@/lib/commerce/orders/orders";

export function checkoutOrigin(headers: Headers): CheckoutOrigin {
  return { address: clientAddress(headers) };
}

/** Logs a confirmation the mail limits withheld (the order's id cut as request logs cut it; never the recipient). */
export function logWithheldConfirmation(placed: PlacedOrder): void {
  if (placed.confirmationWithheld) log("info", "order confirmation not sent: limit", { order: placed.order.id.slice(0, 8), by: placed.confirmationWithheld });
}
