// The origin clients reach the store at ("https://shop.example"), against which the API makes its links and
// the URLs of the store's own files absolute: a client on another origin (EP's storefront served elsewhere)
// resolves a relative path against itself. In order:
//  1. PUBLIC_URL, when set: what the store is published as (its origin; a path is ignored).
//  2. Behind a proxy TRUSTED_PROXIES names: the origin the proxy was asked for (X-Forwarded-Proto and
//     X-Forwarded-Host, the left-most of each: the hop nearest the client).
//  3. Else the request's own: the Host it was sent to, with its URL's scheme.
// Anyone else's X-Forwarded-Host is never believed (it could only change the sender's own answer, but the rule
// stays one). docs/operations.md "Behind a TLS proxy".
import { fromTrustedProxy } from "./client-address";

// A host as a Host header carries it: a name or IPv4 address, or a bracketed IPv6 address, and a port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** PUBLIC_URL's origin; a value that is not an http(s) URL is refused, naming the setting. */
export function parsePublicUrl(value: string | undefined): string | undefined {
  const text = (value ?? "").trim();
  if (text === "") return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL: "${text}" is not a URL (write it as https://shop.example.com)`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`PUBLIC_URL: "${text}" is not an http(s) URL`);
  return url.origin;
}

let cached: { source: string | undefined; origin: string | undefined } | undefined;
function configuredOrigin(): string | undefined {
  const source = process.env.PUBLIC_URL;
  if (!cached || cached.source !== source) cached = { source, origin: parsePublicUrl(source) };
  return cached.origin;
}

const firstOf = (header: string | null) => header?.split(",")[0]?.trim().toLowerCase() || undefined;

/** The origin a trusted proxy says it was asked for, when its headers make one. */
function forwardedOrigin(headers: Headers): string | undefined {
  const host = firstOf(headers.get("x-forwarded-host"));
  const proto = firstOf(headers.get("x-forwarded-proto"));
  if (!host || !HOST.test(host)) return undefined;
  if (proto !== undefined && proto !== "http" && proto !== "https") return undefined;
  return `${proto ?? "http"}://${host}`;
}

/** The origin clients reach the store at, for this request (the rule above). */
export function publicOrigin(request: Request): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  if (fromTrustedProxy(request.headers)) {
    const forwarded = forwardedOrigin(request.headers);
    if (forwarded) return forwarded;
  }
  const url = new URL(request.url);
  const host = request.headers.get("host")?.trim().toLowerCase();
  return `${url.protocol}//${host && HOST.test(host) ? host : url.host}`;
}

/**
 * The same rule for a Server Action, which sees the request's headers but not its URL: the scheme is what a
 * trusted proxy forwarded, else http. A store served over https sets PUBLIC_URL (links sent by e-mail, such as a
 * password reset's, must not follow a Host header a stranger chose: docs/email.md).
 */
export function publicOriginOfHeaders(headers: Headers): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  const forwarded = fromTrustedProxy(headers) ? forwardedOrigin(headers) : undefined;
  if (forwarded) return forwarded;
  const host = headers.get("host")?.trim().toLowerCase();
  return `http://${host && HOST.test(host) ? host : "localhost"}`;
}
