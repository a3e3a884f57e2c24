// Pages and API requests under saturation. When the database is saturated (more reads waiting for a pooled
// connection than PAGE_QUEUE_FACTOR (8) × the pool's size: a page reads several things at once; or more requests in
// flight in this process than the pool and that queue could serve, as in a burst not yet queued), a request from a
// client address that holds more than its fair share of the requests in flight (the queue's room divided among the
// addresses with requests in flight, at least one each: address-load.ts) is answered at once with 503, a page with
// a short page saying to try again, an API request in its envelope, both with Retry-After, instead of waiting out
// the pool's timeout and failing with a 500. So the addresses flooding the shop, with pages or with the API alike,
// are the ones turned away, while a shopper from a quiet address still gets their page. When the database was
// unreachable a moment ago (the circuit, lib/storage/circuit.ts) every page is turned away (the API's requests meet
// the circuit in their storage calls).
// docs/performance.md "Pages under saturation".
import { envNumber } from "@/lib/env/number-setting";
import { DatabaseUnavailableError, databaseCircuit } from "@/lib/storage/circuit";
import { isStorageUnreachable } from "@/lib/storage/errors";
import { poolLoad } from "@/lib/storage/pool-load";
import { ApiError } from "@/lib/commerce/errors";
import { addressShare } from "./address-load";
import { clientAddress } from "../origin/client-address";
import { plainPage } from "../proxy/malformed-path";

type Load = { circuitOpen: boolean; pool?: { waiting: number; size: number } };
/** The requests the client's address has in flight (this one included), the number of addresses with any, and the
 * requests in flight in all. */
type Share = { held: number; addresses: number; total: number };

/** Whether a request should be turned away now, given the database's load and its address's share of the requests
 * in flight. Saturated: more wait for a connection than the queue's room, or more are in flight than the pool and
 * the room could serve (a burst counts before its requests reach the pool's queue). */
export function requestTurnedAway(load: Load, share: Share, queueFactor = envNumber("PAGE_QUEUE_FACTOR", 8)): boolean {
  if (load.circuitOpen) return true;
  if (!load.pool || queueFactor <= 0) return false;
  const room = load.pool.size * queueFactor;
  if (load.pool.waiting <= room && share.total <= room + load.pool.size) return false;
  return share.held > Math.max(1, Math.floor(room / Math.max(1, share.addresses)));
}

// The API leaves the open circuit to its storage calls (answered 503 there): a cached read may still answer.
const turnedAway = (headers: Headers, circuit: boolean) =>
  requestTurnedAway({ circuitOpen: circuit && databaseCircuit.isOpen(), pool: poolLoad() }, addressShare(clientAddress(headers)));

/** The 503 page of a busy shop (a page the proxy answers itself, with no script), or undefined when the page may be
 * rendered. */
export function busyPage(headers: Headers): Response | undefined {
  if (!turnedAway(headers, true)) return undefined;
  return plainPage(503, "The shop is busy", 'Too many people are shopping at this moment. Please try again in a few seconds: your cart is safe. <a href="">Try again</a>.', {
    "retry-after": "1",
    "cache-control": "no-store",
  });
}

/** An API request turned away (503 in the envelope, Retry-After) when its address floods a saturated shop. */
export function refuseBusyRequest(headers: Headers): void {
  if (!turnedAway(headers, false)) return;
  const detail = "The shop is busy and this address has many requests under way. Try again in a second.";
  throw new ApiError([{ status: 503, title: "Service Unavailable", detail }], { status: 503, headers: { "retry-after": "1" } });
}

/** A page's failure: when the database was unreachable, the circuit opens (as an API request's failure opens it). */
export function recordUnreachableDatabase(error: unknown): void {
  if (!(error instanceof DatabaseUnavailableError) && isStorageUnreachable(error)) databaseCircuit.recordFailure();
}
