// At most a few unpaid orders per shopper at once (docs/orders.md "Orders that are not paid"): a checkout is
// refused (409 in the envelope) while the client address it comes from, or the e-mail it is for, already has the
// store's number of open unpaid orders (unpaid, not cancelled) placed within the days the store waits for a
// payment. So one browser cannot hold the shop's stock with orders it never pays: each lapses after those days,
// and there are never more than the limit of them. An administrator's checkout (client credentials) is not limited.
// The counts are the database's, under a lock per address and per e-mail (orderStore.openUnpaidCounts), so racing
// checkouts on any number of instances count each other.
import type { Tx } from "@/lib/storage/db";
import { orderStore } from "@/lib/storage/orders/order-store";
import type { Caller } from "../auth/tokens";
import { signInAddressKey } from "../auth/sign-in-attempts";
import { ApiError } from "../errors";
import type { UnpaidOrderSettings } from "../settings/unpaid-order-settings";

/** Where a checkout came from: the client's address as lib/http/origin/client-address.ts resolves it. */
export type CheckoutOrigin = { address?: string };

/** The address an order keeps (an IPv6 address by its /64, the block one subscriber holds); none when not known. */
export function placedFromKey(origin: CheckoutOrigin | undefined): string | undefined {
  const address = origin?.address?.trim();
  return address && address !== "unknown" ? signInAddressKey(address) : undefined;
}

/**
 * Whether a shopper's checkouts are limited at all (this cap and order-mail-limit.ts): on unless SHOPPER_ORDER_LIMITS
 * is `off`, as the tests, the benchmarks and the browser tests' server run (they place many orders from one address),
 * each test of a limit turning it on (docs/security.md).
 */
export const shopperOrderLimitsOn = (): boolean => process.env.SHOPPER_ORDER_LIMITS?.trim().toLowerCase() !== "off";

/** Whether the caller's checkouts are limited: a shopper's are, an administrator's are not. */
export const limitsUnpaidOrders = (caller: Caller): boolean => caller.grant !== "client_credentials" && shopperOrderLimitsOn();

/** The rule: which count is at the limit already, if any. */
export function unpaidOrderRefusal(counts: { byAddress: number; byEmail: number }, limit: number): "address" | "email" | undefined {
  if (counts.byAddress >= limit) return "address";
  if (counts.byEmail >= limit) return "email";
  return undefined;
}

export const tooManyUnpaidOrders = (limit: number) =>
  new ApiError({
    status: 409,
    title: "Too many unpaid orders",
    detail: `There ${limit === 1 ? "is already an order" : `are already ${limit} orders`} from here or for this e-mail waiting for payment. Please pay for ${limit === 1 ? "it" : "one of them"} before placing another, or contact us.`,
  });

/** Refuses the checkout when the shopper has the store's number of open unpaid orders; call in the checkout's transaction. */
export async function assertUnpaidOrderRoom(tx: Tx, caller: Caller, shopper: { placedFrom?: string; email: string }, settings: UnpaidOrderSettings, at: Date): Promise<void> {
  if (!limitsUnpaidOrders(caller)) return;
  const since = new Date(at.getTime() - settings.unpaidOrderDays * 86_400_000);
  const counts = await orderStore.openUnpaidCounts(tx, shopper, since);
  if (unpaidOrderRefusal(counts, settings.unpaidOrdersPerShopper)) throw tooManyUnpaidOrders(settings.unpaidOrdersPerShopper);
}
