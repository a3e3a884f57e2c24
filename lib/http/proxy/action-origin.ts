// A Server Action called from another site (cross-site request forgery) is refused by the framework when the
// call's Origin names another host than the request's own (X-Forwarded-Host's first value, else Host), unless
// next.config's serverActions.allowedOrigins names it; a call without an Origin runs (no browser leaves it out
// of a cross-site POST). The framework's refusal is a 500, and an Origin that is not a URL fails inside it
// with another 500. The proxy (proxy.ts) applies the same rule first and answers 403 in the error envelope,
// so nothing the framework would run is refused and nothing it refuses reaches it. docs/security.md.

/**
 * next.config.mjs's experimental.serverActions.allowedOrigins: none, so an action runs only when called from
 * the host it is served on. lib/http/proxy/action-origin.test.ts holds the two equal.
 */
export const ALLOWED_ACTION_ORIGINS: readonly string[] = [];

/** Whether the framework checks this call's Origin: any action call but an urlencoded post, which runs no action. */
const checksOrigin = (request: Request) => request.headers.get("content-type") !== "application/x-www-form-urlencoded";

/** A host matches a pattern of allowedOrigins as the framework matches it: exactly, or `*` for one label, `**` for any. */
function allowedBy(host: string, pattern: string): boolean {
  // DNS names are case-insensitive; only ASCII letters are folded, as the framework does.
  const lower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  if (!pattern) return false;
  if (lower(pattern) === lower(host)) return true;
  const hostParts = lower(host).split(".");
  const patternParts = lower(pattern).split(".");
  if (hostParts.length < patternParts.length) return false;
  if (patternParts.length === 1 && (patternParts[0] === "*" || patternParts[0] === "**")) return false;
  while (patternParts.length) {
    const part = patternParts.pop()!;
    const label = hostParts.pop();
    if (part === "") return false;
    if (part === "*") {
      if (!label) return false;
      continue;
    }
    if (part === "**") return patternParts.length === 0 && label !== undefined;
    if (label !== part) return false;
  }
  return hostParts.length === 0;
}

/** A 403 in the envelope when this Server Action call comes from another site; undefined when it may run. */
export function refuseForeignOrigin(request: Request, allowedOrigins: readonly string[] = ALLOWED_ACTION_ORIGINS): Response | undefined {
  if (!checksOrigin(request)) return undefined;
  const origin = request.headers.get("origin");
  if (origin === null) return undefined;
  let originHost: string | undefined;
  if (origin === "null") originHost = "null";
  else {
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
  }
  const forwardedHost = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwardedHost || request.headers.get("host");
  if (originHost !== undefined && ((host && originHost === host) || allowedOrigins.some((pattern) => allowedBy(originHost, pattern)))) return undefined;
  const body = { errors: [{ status: 403, title: "Forbidden", detail: "This action may only be called from this store's own pages." }] };
  return new Response(JSON.stringify(body), { status: 403, headers: { "content-type": "application/json; charset=utf-8" } });
}
