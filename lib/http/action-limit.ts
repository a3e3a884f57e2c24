// Server Actions are POSTs to a page with a Next-Action header; they never pass through api(), so the
// proxy (proxy.ts) limits them here, with the same token buckets and settings as the API: per client
// address and per session token (the shopper's or the administrator's cookie). In memory: the proxy
// must stay free of the database.
import { TokenBuckets } from "@/lib/commerce/token-bucket";
import { clientAddress } from "./client-address";
import { rateLimitBurst, rateLimitPerSecond } from "./rate-limit-settings";

const holder = globalThis as unknown as { __cartwrightActionBuckets?: TokenBuckets };
const buckets = (holder.__cartwrightActionBuckets ??= new TokenBuckets());

export const isServerAction = (request: Request): boolean => request.method === "POST" && request.headers.has("next-action");

/** A 429 answer (Retry-After) when this Server Action call is over a limit; undefined when it may run. */
export function limitServerAction(headers: Headers, sessionToken: string | undefined): Response | undefined {
  const perSecond = rateLimitPerSecond();
  if (perSecond === 0) return undefined;
  const keys = [`action-ip:${clientAddress(headers)}`];
  // The token's signature part identifies it; the whole token need not be kept.
  if (sessionToken) keys.push(`action-token:${sessionToken.slice(-43)}`);
  const verdict = buckets.take(keys, perSecond, rateLimitBurst(perSecond));
  if (verdict.allowed) return undefined;
  const body = { errors: [{ status: 429, title: "Too Many Requests", detail: `Too many requests; retry after ${verdict.retryAfterSeconds} s.` }] };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { "content-type": "application/json; charset=utf-8", "retry-after": String(verdict.retryAfterSeconds) },
  });
}
