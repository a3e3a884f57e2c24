// Server Actions are POSTs to a page with a Next-Action header; they never pass through api(), so the
// proxy (proxy.ts) limits them here, with the same token buckets and settings as the API: per client
// address and per session token (the shopper's or the administrator's cookie). In memory: the proxy
// must stay free of the database.
import { tooManyRequests } from "@/lib/commerce/errors";
import { TokenBuckets } from "@/lib/commerce/token-bucket";
import { partsProblem, replyProblem } from "../actions/action-reply";
import { MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from "../api/body";
import { clientAddress } from "../origin/client-address";
import { rateLimitBurst, rateLimitPerSecond } from "./rate-limit-settings";
import { apiErrorResponse } from "../api/response";

const holder = globalThis as unknown as { __cartwrightActionBuckets?: TokenBuckets };
const buckets = (holder.__cartwrightActionBuckets ??= new TokenBuckets());

/**
 * A Server Action call: React's (a POST with a Next-Action header), or a form's plain post (a browser without
 * JavaScript posts a Server Action form to the page, multipart or urlencoded, the action named in its fields;
 * Next.js runs any page POST of those kinds as one).
 */
export function isServerAction(request: Request): boolean {
  if (request.method !== "POST") return false;
  if (request.headers.has("next-action")) return true;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded");
}

/**
 * What a Server Action call takes from its buckets: a script's call (a Next-Action header) answers with the action's
 * result, one token like an API request; a form posted without JavaScript is answered with the whole page rendered
 * again, several times the work (bench:hash-flood: 300 such posts from one address, 8 at once, slowed another
 * address's sign-in 2.8 × when each took one token), so it takes FORM_POST_COST (5; `ACTION_FORM_POST_COST`, which
 * the browser tests' server sets to 1, as it turns the other limits it does not test off). A person posts a form a
 * few times a minute; at the defaults an address may post 60 at once and 20 a second.
 */
export function serverActionCost(headers: Headers): number {
  if (headers.has("next-action")) return 1;
  const setting = Number(process.env.ACTION_FORM_POST_COST ?? 5);
  return Number.isFinite(setting) && setting >= 1 ? setting : 5;
}

/** A 429 answer (Retry-After) when this Server Action call is over a limit; undefined when it may run. */
export function limitServerAction(headers: Headers, sessionToken: string | undefined): Response | undefined {
  const perSecond = rateLimitPerSecond();
  if (perSecond === 0) return undefined;
  const keys = [`action-ip:${clientAddress(headers)}`];
  // The token's signature part identifies it; the whole token need not be kept.
  if (sessionToken) keys.push(`action-token:${sessionToken.slice(-43)}`);
  const verdict = buckets.take(keys, perSecond, rateLimitBurst(perSecond), Date.now(), serverActionCost(headers));
  if (verdict.allowed) return undefined;
  return apiErrorResponse(tooManyRequests(`Too many requests; retry after ${verdict.retryAfterSeconds} s.`, verdict.retryAfterSeconds));
}

/** The pages whose actions take an image file (the admin's product form): an upload's limit, not 1 MiB. */
const UPLOAD_PAGES = /^\/admin\/products(\/|$)/;

/** The largest body a Server Action call to this page may have: MAX_UPLOAD_BODY_BYTES on the upload pages, else 1 MiB. */
export function actionBodyLimit(pathname: string): number {
  return UPLOAD_PAGES.test(pathname) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
}

/**
 * The most a script's call may list as arguments (a text body, or a multipart call's field "0"), in bytes: far more
 * than any action here takes (a product's 10,000-character description is the longest text), and far below what the
 * framework's decoding counts as too much (React's reply decoder refuses a list whose strings and items add up to a
 * million, with an error answered 500). Every `'use cache'` read is also callable with any arguments, and they
 * become its cache key: refused here, such arguments never reach it. A form's fields travel beside the list and
 * keep the body's limit.
 */
export const MAX_ARGUMENTS_BYTES = 128 * 1024;

/**
 * A Server Action's body must be what React's client sends: a JSON array of arguments (text/plain) or a
 * form (multipart/form-data, urlencoded), of at most MAX_BODY_BYTES (1 MiB; an image upload's limit on the pages
 * whose actions take one, actionBodyLimit; next.config.mjs raises the framework's own limit to match), its list of
 * arguments at most MAX_ARGUMENTS_BYTES, whose references the framework can follow (action-reply.ts). Anything else would fail inside the
 * framework's decoding as a 500; it is answered 400 (413 for the size) here instead, before the action is
 * looked up. What the arguments are is each action's own
 * check (server-action.ts).
 */
export async function refuseMalformedActionBody(request: Request): Promise<Response | undefined> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.toLowerCase();
  const refuse = (status: 400 | 413, detail: string) =>
    new Response(JSON.stringify({ errors: [{ status, title: status === 413 ? "Payload Too Large" : "Bad Request", detail }] }), {
      status,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  const limit = actionBodyLimit(new URL(request.url).pathname);
  const tooLarge = (most = limit) => refuse(413, `The action's arguments are larger than ${most} bytes.`);
  if (Number(request.headers.get("content-length") ?? 0) > limit) return tooLarge();
  try {
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > limit) return tooLarge();
    if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
      const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
      // A form posted without scripts names its action in a field; a script's call lists its arguments in field 0.
      if (!request.headers.has("next-action")) return undefined;
      const root = form.get("0");
      if (typeof root !== "string") return refuse(400, "The action's arguments are missing.");
      if (Buffer.byteLength(root) > MAX_ARGUMENTS_BYTES) return tooLarge(MAX_ARGUMENTS_BYTES);
      const problem = partsProblem(form) ?? replyProblem(JSON.parse(root), true);
      return problem ? refuse(400, problem) : undefined;
    }
    if (bytes.byteLength > MAX_ARGUMENTS_BYTES) return tooLarge(MAX_ARGUMENTS_BYTES);
    const text = new TextDecoder().decode(bytes);
    if (!text.isWellFormed() || text.includes("\u0000")) return refuse(400, "The action's arguments are not well-formed text.");
    const problem = replyProblem(JSON.parse(text));
    return problem ? refuse(400, problem) : undefined;
  } catch {
    return refuse(400, "The action's arguments could not be read.");
  }
}
