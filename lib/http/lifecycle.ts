// Graceful shutdown: on SIGTERM the server drains — /healthz answers 503 so a load balancer stops
// sending traffic, requests keep being served, and the process exits once no API request has been
// in flight for a quiet moment (at most SHUTDOWN_TIMEOUT_MS), after closing the database.
// On globalThis: instrumentation and the route handlers are separate bundles with their own module copies.
const holder = globalThis as unknown as { __cartwrightLifecycle?: { inFlight: number; draining: boolean; lastActivity: number } };
const state = (holder.__cartwrightLifecycle ??= { inFlight: 0, draining: false, lastActivity: Date.now() });

export function requestStarted() {
  state.inFlight++;
  state.lastActivity = Date.now();
}

export function requestFinished() {
  state.inFlight--;
  state.lastActivity = Date.now();
}

export const isDraining = () => state.draining;

export async function drainAndExit(close: () => Promise<void>, log: (msg: string, fields: Record<string, unknown>) => void) {
  if (state.draining) return;
  state.draining = true;
  const started = Date.now();
  const timeout = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);
  const quietMs = 300;
  log("draining", { in_flight: state.inFlight });
  while (Date.now() - started < timeout) {
    if (state.inFlight === 0 && Date.now() - state.lastActivity >= quietMs) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  log("shutting down", { in_flight: state.inFlight, drained_ms: Date.now() - started });
  await close().catch(() => {});
  process.exit(0);
}
