// A request path whose percent-encoding does not decode (`/v2/carts/%E0`), or decodes to a NUL or an
// unpaired surrogate, would fail inside the framework's routing (a 500 in plain text). The proxy
// (proxy.ts) answers it first: 400 in the API's error envelope on API paths, a plain 400 page elsewhere.
// A page's query text with a NUL (`/search?q=mug%00`) would reach the database through the page (which
// cannot keep or compare it) and fail there: the proxy answers it with the same 400 page. The API refuses
// such query text itself (api(), 400 `format`). Kept free of imports: the proxy bundle loads it for every
// page request.

/** Text the store cannot keep or compare: a NUL, or an unpaired UTF-16 surrogate. */
const unstorable = (text: string) => text.includes("\u0000") || !text.isWellFormed();

/** True when `pathname` (still percent-encoded) cannot be decoded into text the store can keep. */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return unstorable(decoded);
}

/** True when a query string (`?…`, as sent) holds a name or value that decodes to text the store cannot keep. */
export function isUnstorableQuery(search: string): boolean {
  // Only an escape can put a NUL in a URL. Decoded as the pages read it, a malformed escape (`%ED%A0%80`)
  // becomes U+FFFD, never an unpaired surrogate; the check is still the API's whole check.
  if (!search.includes("%")) return false;
  for (const [name, value] of new URLSearchParams(search)) if (unstorable(name) || unstorable(value)) return true;
  return false;
}

export const API_PREFIXES = ["v2", "oauth", "catalog", "pcm", "subscriptions"];

export const isApiPath = (pathname: string): boolean => API_PREFIXES.some((p) => pathname === `/${p}` || pathname.startsWith(`/${p}/`));

/** The answer to a malformed path: the API's envelope on API paths, else a small page. */
export function malformedPathResponse(pathname: string): Response {
  if (isApiPath(pathname)) {
    const body = { errors: [{ status: 400, title: "Bad Request", detail: "The request path is not valid percent-encoded UTF-8, or it holds a NUL." }] };
    return new Response(JSON.stringify(body), { status: 400, headers: { "content-type": "application/json; charset=utf-8" } });
  }
  return plainPage(400, "Bad request", 'That address is not valid. <a href="/">Go to the shop</a>.');
}

/** A small page the proxy answers with itself: no script, so a policy that allows none. */
export function plainPage(status: number, title: string, html: string, headers: Record<string, string> = {}): Response {
  const page = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><h1>${title}</h1><p>${html}</p>`;
  return new Response(page, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'", ...headers },
  });
}
