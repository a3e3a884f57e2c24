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

type Load = { circuitOpen: boolean; pool?: { waiting: number; size: number } };

/** Whether a page should be turned away now, given the database's load. */
export function pageTurnedAway(load: Load, queueFactor = envNumber("PAGE_QUEUE_FACTOR", 8)): boolean {
  if (load.circuitOpen) return true;
  if (!load.pool || queueFactor <= 0) return false;
  return load.pool.waiting > load.pool.size * queueFactor;
}

const BUSY_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Busy · Cartwright</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917">
<h1>The shop is busy</h1>
<p>Too many people are shopping at this moment. Please try again in a few seconds: your cart is safe.</p>
<p><a href="">Try again</a></p>
</body></html>`;

/** The 503 page of a busy shop, or undefined when the page may be rendered. */
export function busyPage(): Response | undefined {
  if (!pageTurnedAway({ circuitOpen: databaseCircuit.isOpen(), pool: poolLoad() })) return undefined;
  return new Response(BUSY_PAGE, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": "1",
      "cache-control": "no-store",
      // No script at all: the page needs none.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

/** A page's failure: when the database was unreachable, the circuit opens (as an API request's failure opens it). */
export function recordUnreachableDatabase(error: unknown): void {
  if (!(error instanceof DatabaseUnavailableError) && isStorageUnreachable(error)) databaseCircuit.recordFailure();
}
