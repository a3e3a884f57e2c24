// Graceful shutdown: on SIGTERM the server drains — /healthz answers 503 so a load balancer stops
// sending traffic, requests keep being served, and the process exits once nothing has been in flight for a
// quiet moment (at most SHUTDOWN_TIMEOUT_MS), after closing the database. "In flight" is counted at the HTTP
// server (countRequests, installed at start), not in the route handlers: a request still waiting for the
// framework's routing on a busy machine, or one whose answer is still being written, counts as well as one in
// a handler, and so does a connection whose first request has not been read yet.
// On globalThis: instrumentation and the route handlers are separate bundles with their own module copies.
import http from "node:http";
import type net from "node:net";
import { envNumber } from "@/lib/env/number-setting";

type Lifecycle = { inFlight: number; connecting: number; draining: boolean; lastActivity: number; counting: boolean };
const holder = globalThis as unknown as { __cartwrightLifecycle?: Lifecycle };
const state = (holder.__cartwrightLifecycle ??= { inFlight: 0, connecting: 0, draining: false, lastActivity: Date.now(), counting: false });

const FIRST_REQUEST_READ = Symbol("cartwright.firstRequestRead");
type CountedSocket = net.Socket & { [FIRST_REQUEST_READ]?: boolean };

function firstRequestRead(socket: CountedSocket) {
  if (socket[FIRST_REQUEST_READ]) return;
  socket[FIRST_REQUEST_READ] = true;
  state.connecting--;
}

/** Counts every request of every HTTP server in this process from its arrival to the end of its answer. */
export function countRequests(): void {
  if (state.counting) return;
  state.counting = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "connection") {
      const socket = args[0] as CountedSocket;
      state.connecting++;
      state.lastActivity = Date.now();
      socket.once("close", () => firstRequestRead(socket));
    } else if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      firstRequestRead(request.socket as CountedSocket);
      state.inFlight++;
      state.lastActivity = Date.now();
      response.once("close", () => {
        state.inFlight--;
        state.lastActivity = Date.now();
      });
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof emit;
}

export const isDraining = () => state.draining;

export async function drainAndExit(close: () => Promise<void>, log: (msg: string, fields: Record<string, unknown>) => void) {
  if (state.draining) return;
  state.draining = true;
  const started = Date.now();
  const timeout = envNumber("SHUTDOWN_TIMEOUT_MS", 25_000);
  const quietMs = 300;
  log("draining", { in_flight: state.inFlight, connecting: state.connecting });
  while (Date.now() - started < timeout) {
    if (state.inFlight === 0 && state.connecting === 0 && Date.now() - state.lastActivity >= quietMs) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  log("shutting down", { in_flight: state.inFlight, connecting: state.connecting, drained_ms: Date.now() - started });
  await close().catch(() => {});
  process.exit(0);
}
