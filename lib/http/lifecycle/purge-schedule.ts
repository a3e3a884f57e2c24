// The periodic purge in a running server: every PURGE_INTERVAL_SECONDS (default 600; 0 turns it off) it
// deletes what has expired (lib/storage/purge.ts, at most PERIODIC_BATCHES batches of each kind a run), cancels
// the unpaid orders that have lapsed (lib/commerce/orders/expired-holds.ts, as many batches) and forgets this process's rate-limit memory that no longer matters. The first run comes
// after a random part of the interval, so instances started together do not purge together; when they
// do, the purge's batches skip each other's rows.
import { purgeExpired } from "@/lib/storage/purge";
import { cancelLapsedOrders } from "@/lib/commerce/orders/expired-holds";
import { errorFields, log } from "../logging/log";
import { sweepRateLimits } from "../limits/rate-limit";
import { envNumber } from "@/lib/env/number-setting";

const PERIODIC_BATCHES = 20;

export function purgeIntervalSeconds(): number {
  return envNumber("PURGE_INTERVAL_SECONDS", 600);
}

/** One run: the database's expired rows, the unpaid orders that have lapsed (docs/orders.md), then this process's memory. */
export async function purgeOnce(maxBatches = PERIODIC_BATCHES) {
  const counts = await purgeExpired(maxBatches);
  const unpaidOrdersCancelled = await cancelLapsedOrders(undefined, maxBatches);
  sweepRateLimits();
  return { ...counts, unpaidOrdersCancelled };
}

export function schedulePurge(): void {
  const seconds = purgeIntervalSeconds();
  if (seconds === 0) return;
  const run = async () => {
    try {
      const counts = await purgeOnce();
      if (Object.values(counts).some((n) => n > 0)) log("info", "purged", counts);
    } catch (error) {
      // A database that is away now is purged next time.
      log("warn", "purge failed", { error: errorFields(error).error.slice(0, 500) });
    }
    setTimeout(run, seconds * 1000).unref();
  };
  setTimeout(run, Math.random() * seconds * 1000).unref();
}
