// Every request but the API's meets this proxy, whatever prefetch or router headers it carries (Next-Router-Prefetch,
// Purpose: prefetch, RSC…): a header that skipped it would skip the Server Action limits and checks and the CSP.
// Pages get a per-request CSP nonce: scripts run only with it ('strict-dynamic'), never 'unsafe-inline'; a client
// navigation's or a prefetch's React payload gets the policy too. Every page is rendered by the framework for its
// request; the proxy keeps nothing and fetches nothing (docs/performance.md). API paths are left alone
// (they answer JSON and carry the static security headers of next.config.mjs), except one whose percent-encoding is
// malformed: that is answered here with 400 before routing fails on it. docs/security.md "Every request meets the proxy".
import { NextResponse, type NextRequest } from "next/server";
import { isServerAction, limitServerAction, refuseMalformedActionBody } from "@/lib/http/limits/action-limit";
import { refuseForeignOrigin } from "@/lib/http/proxy/action-origin";
import { isApiPath, isMalformedPath, isUnstorableQuery, malformedPathResponse } from "@/lib/http/proxy/malformed-path";
import { isStaticFile, staticFileMethodNotAllowed } from "@/lib/http/proxy/static-files";
import { busyPage } from "@/lib/http/limits/page-admission";
import { ADMIN_COOKIE, SHOPPER_COOKIE } from "@/lib/http/api/session-cookies";

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes (next/image, React) are allowed; inline scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export async function proxy(request: NextRequest) {
  const rawPath = rawPathname(request.url);
  if (isMalformedPath(rawPath)) return malformedPathResponse(rawPath);
  // "/subscriptions" itself is the storefront's page (only the paths under it are the API's: next.config.mjs).
  if (isApiPath(rawPath) && rawPath !== "/subscriptions") return NextResponse.next();
  // Files are only read: the framework answers anything else there with a 500.
  if (isStaticFile(rawPath)) return request.method === "GET" || request.method === "HEAD" ? NextResponse.next() : staticFileMethodNotAllowed();
  if (isUnstorableQuery(rawSearch(request.url))) return malformedPathResponse(rawPath);
  // Every Server Action is limited like an API request (the API's own limits live in api()).
  if (isServerAction(request)) {
    const refused =
      limitServerAction(request.headers, request.cookies.get(SHOPPER_COOKIE)?.value ?? request.cookies.get(ADMIN_COOKIE)?.value) ?? refuseForeignOrigin(request);
    if (refused) return refused;
    // The proxy reads a copy of the body; the action still gets the original.
    const malformed = await refuseMalformedActionBody(request);
    if (malformed) return malformed;
  }
  // A page that would only queue for the database is told at once to come back (503), never left to fail (500):
  // under saturation, the pages of the addresses holding more than their share of the requests in flight.
  if (request.method === "GET" && !isServerAction(request)) {
    const busy = busyPage(request.headers);
    if (busy) return busy;
  }
  const dev = process.env.NODE_ENV === "development";
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce, dev);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  return response;
}

/** The path as sent, still percent-encoded (the URL parser keeps malformed escapes as they are). */
function rawPathname(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const end = url.slice(start).search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, start + end);
}

/** The query as sent (`?…`, still percent-encoded), or "". */
function rawSearch(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return "";
  const end = url.indexOf("#", start);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}

// No condition on a header lets a request skip the proxy (the framework's CSP example leaves prefetches out: a client
// could send that header with anything). Left out are the API's paths, whose route handlers run no Server Actions and
// apply their own limits (api()), and reads of files (lib/http/proxy/static-files.ts), which need none of the proxy's work:
// anything shaped like a Server Action call to a file meets the proxy too (and is answered 405). next.config.mjs sets
// skipProxyUrlNormalize so that the proxy sees a client navigation's headers as sent.
export const config = {
  matcher: [
    // API paths only when they carry a percent sign: the rest never pay for the proxy.
    { source: "/:prefix(v2|oauth|catalog|pcm|subscriptions)/:rest(.*%.*)" },
    { source: "/((?!v2/|oauth/|catalog/|pcm/|subscriptions/|healthz|checks/|_next/static/|_next/image|products/[^/]+\\.svg).*)" },
    { source: "/(_next/static/.*|_next/image|products/[^/]+\\.svg)", has: [{ type: "header", key: "next-action" }] },
    { source: "/(_next/static/.*|_next/image|products/[^/]+\\.svg)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
    { source: "/(_next/static/.*|_next/image|products/[^/]+\\.svg)", has: [{ type: "header", key: "content-type", value: "application/x-www-form-urlencoded" }] },
  ],
};
