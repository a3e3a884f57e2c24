// How many order confirmations a stranger can make the store send (docs/email.md "Order confirmations to anyone"):
// any checkout names the e-mail its confirmation goes to, so confirmations are counted per client address and per
// recipient in token buckets shared by every instance (rate_limit_buckets), each a number an hour with a burst of as
// many. Past either, the order is still placed and its page shows it; only its confirmation is not written (the
// checkout's caller is told nothing different, so a stranger learns nothing, and the route logs it once). An
// administrator's checkout (client credentials) is not counted, nor any with SHOPPER_ORDER_LIMITS=off. Taken on the checkout's transaction: a checkout
// refused after it took one gives it back.
import type { Tx } from "@/lib/storage/db";
import { takeSharedBucket, type SharedBucket } from "@/lib/storage/shared-bucket";
import { envNumber } from "@/lib/env/number-setting";
import type { Caller } from "../auth/tokens";
import { limitsUnpaidOrders } from "../orders/unpaid-order-limit";

const HOUR_MS = 3_600_000;

/** A bucket of `perHour` an hour, `perHour` at once; none when 0 (off). */
function hourly(perHour: number): SharedBucket | undefined {
  return perHour > 0 ? { interval: HOUR_MS / perHour, tolerance: HOUR_MS } : undefined;
}

export const orderMailPerAddressPerHour = () => envNumber("ORDER_EMAILS_PER_ADDRESS_PER_HOUR", 10);
export const orderMailPerRecipientPerHour = () => envNumber("ORDER_EMAILS_PER_RECIPIENT_PER_HOUR", 5);

/** Why a confirmation was not written: the recipient's bucket or the address's was empty. */
export type WithheldBy = "recipient" | "address";

/**
 * Takes a confirmation from the recipient's bucket, then the address's (when known); what refused it, if one did.
 * The recipient's token is spent when the address's refuses: the e-mail is not sent either way.
 */
export async function withholdConfirmation(tx: Tx, caller: Caller, to: { email: string; placedFrom?: string }, at: number): Promise<WithheldBy | undefined> {
  if (!limitsUnpaidOrders(caller)) return undefined;
  const recipient = hourly(orderMailPerRecipientPerHour());
  if (recipient && !(await takeSharedBucket(tx, `order-mail-to:${to.email.trim().toLowerCase()}`, recipient, at))) return "recipient";
  const address = hourly(orderMailPerAddressPerHour());
  if (address && to.placedFrom && !(await takeSharedBucket(tx, `order-mail-from:${to.placedFrom}`, address, at))) return "address";
  return undefined;
}
