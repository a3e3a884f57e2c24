// Browsers on other origins (an EP storefront served elsewhere, a single-page app): CORS_ALLOWED_ORIGINS
// lists the origins that may call the API from a browser (comma-separated; none by default; `*` for any).
// Preflights are answered with the methods the route has and the headers EP's clients send; answers to
// allowed origins carry Access-Control-Allow-Origin. Tokens travel in headers, never cookies, so no
// credentials mode is offered. See docs/operations.md.
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

function allowedOrigins(): string[] {
  return (process.env.CORS_ALLOWED_ORIGINS ?? "")
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
  if (origin) {
    response.headers.set("Access-Control-Allow-Origin", origin);
    response.headers.set("Access-Control-Allow-Methods", [...methods, "OPTIONS"].join(", "));
    response.headers.set("Access-Control-Allow-Headers", CORS_ALLOWED_HEADERS.join(", "));
    response.headers.set("Access-Control-Max-Age", String(MAX_AGE_SECONDS));
  }
  return response;
}
