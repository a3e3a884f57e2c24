// Browsers on other origins (an EP storefront served elsewhere, a single-page app) may call the API, as they may
// call Elastic Path's: by default any origin, since the API's tokens travel in headers, never cookies (the storefront's
// own session cookie counts only on same-origin requests, lib/http/api/api.ts), so no credentials mode is offered and
// a page on another origin can do nothing its own tokens could not. CORS_ALLOWED_ORIGINS narrows it to a list
// (comma-separated origins), or `none`. Preflights are answered with the methods the route has and the headers EP's
// clients send; answers to allowed origins carry Access-Control-Allow-Origin. A refused origin is logged once, with
// the setting to change. See docs/operations.md "Settings".
import { log } from "../logging/log";

export const CORS_ALLOWED_HEADERS = [
  "Authorization",
  "Content-Type",
  "X-MOLTIN-CURRENCY",
  "EP-Account-Management-Authentication-Token",
  "EP-Inventories-Multi-Location",
  "Idempotency-Key",
  "Accept-Language",
  "X-Request-Id",
];
const EXPOSED_HEADERS = ["X-Request-Id", "Retry-After", "Allow"];
const MAX_AGE_SECONDS = 600;

/** The origins allowed: unset or empty, any (`*`); `none`, no other origin; else the list. */
function allowedOrigins(): string[] {
  const setting = (process.env.CORS_ALLOWED_ORIGINS ?? "").trim();
  if (setting === "") return ["*"];
  if (setting.toLowerCase() === "none") return [];
  return setting
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}

/** The request's Origin when the configuration allows it, else undefined. */
export function allowedOrigin(request: Request): string | undefined {
  const origin = request.headers.get("origin");
  if (!origin) return undefined;
  const allowed = allowedOrigins();
  return allowed.includes("*") || allowed.includes(origin) ? origin : undefined;
}

// Refused origins already logged: each once per process, and at most this many (a stranger's made-up origins
// cannot fill the log or the memory).
const refusedLogged = new Set<string>();
const MAX_REFUSED_LOGGED = 100;

function logRefused(origin: string): void {
  if (refusedLogged.has(origin) || refusedLogged.size >= MAX_REFUSED_LOGGED) return;
  refusedLogged.add(origin);
  log("warn", "cors origin refused", { origin: origin.slice(0, 200), fix: "add the origin to CORS_ALLOWED_ORIGINS (comma-separated), or unset it to allow any origin" });
}

/** Adds CORS headers to an API answer when the request comes from an allowed origin. */
export function withCors(request: Request, response: Response): Response {
  const origin = allowedOrigin(request);
  response.headers.append("Vary", "Origin");
  if (origin) {
    response.headers.set("Access-Control-Allow-Origin", origin);
    response.headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS.join(", "));
  }
  return response;
}

/** The answer to a preflight (OPTIONS): 204, with the CORS grant when the origin is allowed. */
export function preflight(request: Request, methods: readonly string[]): Response {
  const response = new Response(null, { status: 204, headers: { Allow: [...methods, "OPTIONS"].join(", "), Vary: "Origin" } });
  const origin = allowedOrigin(request);
  const asked = request.headers.get("origin");
  if (asked && !origin) logRefused(asked);
  if (origin) {
    response.headers.set("Access-Control-Allow-Origin", origin);
    response.headers.set("Access-Control-Allow-Methods", [...methods, "OPTIONS"].join(", "));
    response.headers.set("Access-Control-Allow-Headers", CORS_ALLOWED_HEADERS.join(", "));
    response.headers.set("Access-Control-Max-Age", String(MAX_AGE_SECONDS));
  }
  return response;
}
