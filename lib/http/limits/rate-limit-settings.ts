// The rate limits' settings, apart from the limiter so that the proxy (proxy.ts) can read them without
// loading the database. RATE_LIMIT_PER_SECOND: sustained requests a second per client address and per
// token (default 100; 0 turns every limit off). RATE_LIMIT_BURST: how many may come at once (default
// three seconds' worth).
import { envNumber as setting } from "@/lib/env/number-setting";

export function rateLimitPerSecond(): number {
  return setting("RATE_LIMIT_PER_SECOND", 100);
}

export function rateLimitBurst(perSecond = rateLimitPerSecond()): number {
  return Math.max(1, Math.floor(setting("RATE_LIMIT_BURST", perSecond * 3)));
}
