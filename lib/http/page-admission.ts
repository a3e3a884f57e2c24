// Pages under saturation: a page whose database reads would only queue behind many others (more reads waiting for a
// pooled connection than PAGE_QUEUE_FACTOR (8) × the pool's size: a page reads several things at once), or whose
// database was unreachable a moment ago (the circuit, lib/storage/circuit.ts), is answered at once with 503 and a
// short page saying to try again, instead of waiting out the pool's timeout and failing with a 500. The API answers
// the same cases 503 in its envelope (api.ts).
// docs/performance.md "Pages under saturation".
import { envNumber } from "@/lib/env/number-setting";
import { DatabaseUnavailableError, databaseCircuit } from "@/lib/storage/circuit";
import { isStorageUnreachable } from "@/lib/storage/errors";
import { poolLoad } from "@/lib/storage/pool-load";
import { plainPage } from "./malformed-path";

type Load = { circuitOpen: boolean; pool?: { waiting: number; size: number } };

/** Whether a page should be turned away now, given the database's load. */
export function pageTurnedAway(load: Load, queueFactor = envNumber("PAGE_QUEUE_FACTOR", 8)): boolean {
  if (load.circuitOpen) return true;
  if (!load.pool || queueFactor <= 0) return false;
  return load.pool.waiting > load.pool.size * queueFactor;
}

/** The 503 page of a busy shop (a page the proxy answers itself, with no script), or undefined when the page may be
 * rendered. */
export function busyPage(): Response | undefined {
  if (!pageTurnedAway({ circuitOpen: databaseCircuit.isOpen(), pool: poolLoad() })) return undefined;
  return plainPage(503, "The shop is busy", 'Too many people are shopping at this moment. Please try again in a few seconds: your cart is safe. <a href="">Try again</a>.', {
    "retry-after": "1",
    "cache-control": "no-store",
  });
}

/** A page's failure: when the database was unreachable, the circuit opens (as an API request's failure opens it). */
export function recordUnreachableDatabase(error: unknown): void {
  if (!(error instanceof DatabaseUnavailableError) && isStorageUnreachable(error)) databaseCircuit.recordFailure();
}
