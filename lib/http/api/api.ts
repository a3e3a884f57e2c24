// api(): turns a route file's handlers into Next route exports. Each request is authorised, its body
// read and parsed, and any thrown ApiError / ZodError / fault rendered as the contract's envelope.
// Methods a route does not define answer 405 in the envelope.
import { randomUUID } from "node:crypto";
import { ZodError } from "zod";
import { ApiError, forbidden, tooManyRequests, unauthorized } from "@/lib/commerce/errors";
import { issuesToErrors } from "@/lib/commerce/validation";
import { verifyAccessToken, verifyAccountToken, type Caller } from "@/lib/commerce/auth/tokens";
import { asCaller } from "@/lib/commerce/carts/cart-access";
import { isStorageUnavailable, isStorageUnreachable } from "@/lib/storage/errors";
import { DatabaseUnavailableError, databaseCircuit } from "@/lib/storage/circuit";
import { isUnstorableText, parseJsonBody, readBodyText, UNSTORABLE_TEXT_DETAIL } from "./body";
import { checkRateLimit, oweRateLimit } from "../limits/rate-limit";
import { refuseBusyRequest } from "../limits/page-admission";
import { clientAddress } from "../origin/client-address";
import { publicOrigin } from "../origin/public-origin";
import { SHOPPER_COOKIE } from "./session-cookies";
import { requestFingerprint, runIdempotent } from "./idempotency";
import { apiErrorResponse, errorEnvelope, json } from "./response";
import { preflight, withCors } from "./cors";
import { errorFields, log, logs } from "../logging/log";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

/** public: no token; token: any bearer token; admin: client credentials only. */
export type Access = "public" | "token" | "admin";

export type RequestContext = {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Undefined only on public endpoints. */
  caller: Caller;
  /** The parsed JSON body (POST/PUT/PATCH with `body: true`). */
  body: unknown;
  requestId: string;
  /** The origin clients reach the store at (public-origin.ts): links and the store's file URLs are made absolute against it. */
  origin: string;
  /** Takes `tokens` more from this request's rate-limit buckets (the request took one already), for a request
   * that costs more than one (a catalog search: search-cost.ts); throws 429 when they hold fewer. `owed`: work
   * already done, taken whatever the buckets hold, never refused. */
  spend: (tokens: number, owed?: "owed") => Promise<void>;
};

export type Endpoint = {
  access: Access;
  /** Read and parse a JSON body before running (`"optional"`: an empty body is no body, as EP allows on some
   * POSTs). Default: true for POST/PUT/PATCH. */
  body?: boolean | "optional";
  run: (ctx: RequestContext) => Promise<Response>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** The storefront's session cookie (lib/web/shopper-session.ts SHOPPER_COOKIE); named here to keep lib/http free of lib/web. */

/**
 * The signed-in shopper's account token from the storefront's httpOnly cookie, for the storefront's own
 * pages calling the API (their scripts cannot read the token to send it as a header). Only on requests the
 * browser marks as coming from this site (Sec-Fetch-Site: same-origin), so another site cannot make a
 * shopper's browser use it; the cookie is SameSite=Lax besides.
 */
function storefrontAccountToken(request: Request): string | undefined {
  if (request.headers.get("sec-fetch-site") !== "same-origin") return undefined;
  const cookie = request.headers.get("cookie");
  if (!cookie) return undefined;
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SHOPPER_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

async function authorise(request: Request, access: Access): Promise<Caller> {
  if (access === "public") return { grant: "implicit", subject: "anonymous" };
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const caller = await verifyAccessToken(token);
  if (access === "admin" && caller.grant !== "client_credentials") throw forbidden();
  const accountToken = request.headers.get("ep-account-management-authentication-token");
  if (accountToken) {
    const account = await verifyAccountToken(accountToken);
    caller.accountId = account.accountId;
    caller.accountMemberId = account.memberId;
    return caller;
  }
  const sessionToken = storefrontAccountToken(request);
  if (sessionToken) {
    // A session that has ended (expired, signed out elsewhere) is no session: the request goes on without it.
    const account = await verifyAccountToken(sessionToken).catch((error) => {
      if (error instanceof ApiError && error.status === 401) return undefined;
      throw error;
    });
    if (account) {
      caller.accountId = account.accountId;
      caller.accountMemberId = account.memberId;
    }
  }
  return caller;
}

function rateLimitKeys(request: Request, caller: Caller, access: Access): string[] {
  const keys = [`ip:${clientAddress(request.headers)}`];
  if (access !== "public") keys.push(`client:${caller.subject}`);
  return keys;
}

/** Takes `cost` tokens for the request (more after the first: `paid` 1), or throws 429. */
async function enforceRateLimit(request: Request, caller: Caller, access: Access, cost = 1, paid = 0) {
  const keys = rateLimitKeys(request, caller, access);
  const verdict = await checkRateLimit(keys, cost, paid);
  if (!verdict.allowed) {
    throw tooManyRequests(
      paid > 0
        ? `This request costs as much as ${cost + paid} requests, more than this client has left of its ${verdict.limit} a second; retry after ${verdict.retryAfterSeconds} s.`
        : `At most ${verdict.limit} requests a second; retry after ${verdict.retryAfterSeconds} s.`,
      verdict.retryAfterSeconds,
    );
  }
}

/** Runs a POST once per Idempotency-Key; repeats get the first response, marked Idempotent-Replayed. */
async function idempotent(subject: string, key: string, fingerprint: string, run: () => Promise<Response>, requestId: string) {
  const result = await runIdempotent(subject, key, fingerprint, async () => {
    let first: Response;
    try {
      first = await run();
    } catch (error) {
      first = errorResponse(error, requestId);
    }
    return { status: first.status, body: await first.text() };
  });
  return new Response(result.status === 204 ? null : result.body, {
    status: result.status,
    headers: { "content-type": "application/json; charset=utf-8", ...(result.replayed ? { "idempotent-replayed": "true" } : {}) },
  });
}

/** Renders any thrown value as the envelope; faults are logged with the request id and never leak. */
export function errorResponse(error: unknown, requestId: string): Response {
  if (error instanceof ApiError) {
    return apiErrorResponse(error);
  }
  if (error instanceof ZodError) {
    return json(400, errorEnvelope(issuesToErrors(error.issues, undefined)));
  }
  if (isStorageUnavailable(error)) {
    // A refusal by the open circuit itself must not keep it open, nor one lost connection open it.
    if (!(error instanceof DatabaseUnavailableError) && isStorageUnreachable(error)) databaseCircuit.recordFailure();
    const { error: text, code } = errorFields(error);
    log("warn", "storage unavailable", { request_id: requestId, error: text, ...(code ? { code } : {}) });
    return json(
      503,
      errorEnvelope([{ status: 503, title: "Service Unavailable", detail: "The store's database cannot be reached. Try again shortly." }]),
      { "retry-after": "2" },
    );
  }
  log("error", "unhandled error", { request_id: requestId, ...errorFields(error) });
  return json(
    500,
    errorEnvelope([{ status: 500, title: "Internal Server Error", detail: "An unexpected error occurred.", meta: { request_id: requestId } }]),
  );
}

function methodNotAllowed(allowed: string[]): Response {
  return json(
    405,
    errorEnvelope([{ status: 405, title: "Method Not Allowed", detail: `Use one of: ${allowed.join(", ")}.` }]),
    { allow: allowed.join(", ") },
  );
}

/** The request's URL: the one Next has parsed already (NextRequest.nextUrl), else parsed here. */
const requestUrl = (request: Request): URL => (request as Request & { nextUrl?: URL }).nextUrl ?? new URL(request.url);

async function flattenParams(context: RouteContext | undefined): Promise<Record<string, string>> {
  const raw = (await context?.params) ?? {};
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
}

/** A path segment or query text the store cannot keep or compare (NUL, a lone surrogate) → 400 format, before anything reads it. */
function refuseUnstorableUrlText(params: Record<string, string>, query: URLSearchParams) {
  const refused = (source: string, value: string) =>
    new ApiError({ status: 400, title: "format", detail: UNSTORABLE_TEXT_DETAIL, source, meta: { value: value.slice(0, 200).toWellFormed() } });
  for (const [name, value] of Object.entries(params)) if (isUnstorableText(value)) throw refused(name, value);
  for (const [name, value] of query) {
    if (isUnstorableText(name)) throw refused(name.toWellFormed(), name);
    if (isUnstorableText(value)) throw refused(name.toWellFormed(), value);
  }
}

function wrap(method: Method, endpoint: Endpoint): RouteHandler {
  return async (request, context) => {
    const requestId = request.headers.get("x-request-id")?.slice(0, 128) || randomUUID();
    const started = performance.now();
    let response: Response;
    try {
      // Under saturation, the addresses flooding the shop are turned away before they queue (page-admission.ts).
      refuseBusyRequest(request.headers);
      const caller = await authorise(request, endpoint.access);
      await enforceRateLimit(request, caller, endpoint.access);
      const params = await flattenParams(context);
      const query = requestUrl(request).searchParams;
      refuseUnstorableUrlText(params, query);
      const origin = publicOrigin(request);
      const wantsBody = endpoint.body ?? (method === "POST" || method === "PUT" || method === "PATCH");
      const text = wantsBody ? await readBodyText(request) : "";
      const body = !wantsBody || (endpoint.body === "optional" && text.trim() === "") ? undefined : parseJsonBody(text);
      // Every cart the endpoint reads or changes is checked against this caller (cart-access.ts).
      const spend = (tokens: number, owed?: "owed") =>
        owed ? oweRateLimit(rateLimitKeys(request, caller, endpoint.access), tokens) : enforceRateLimit(request, caller, endpoint.access, tokens, 1);
      const run = () => asCaller(caller, () => endpoint.run({ request, params, query, caller, body, requestId, origin, spend }));
      const idempotencyKey = request.headers.get("idempotency-key");
      if (idempotencyKey !== null && method === "POST" && endpoint.access !== "public") {
        response = await idempotent(caller.subject, idempotencyKey, requestFingerprint(method, requestUrl(request).pathname, text), run, requestId);
      } else {
        response = await run();
      }
    } catch (error) {
      response = errorResponse(error, requestId);
    }
    response.headers.set("x-request-id", requestId);
    withCors(request, response);
    if (logs("info")) {
      log("info", "request", {
        request_id: requestId,
        method,
        path: loggedPath(requestUrl(request).pathname),
        status: response.status,
        ms: Math.round(performance.now() - started),
      });
    }
    return response;
  };
}

/**
 * Bearer secrets in a path (whoever holds one can use what it names) are cut in logs: a cart id to its first four
 * characters, an order id to its first eight (a guest's order is read by its id alone), a promotion code to nothing.
 */
export const loggedPath = (pathname: string): string =>
  pathname
    .replace(/^(\/v2\/carts\/[^/]+\/discounts\/)[^/]+/, "$1…")
    .replace(/^(\/v2\/promotions\/[^/]+\/codes\/)[^/]+/, "$1…")
    .replace(/^(\/v2\/carts\/)([^/]{4})[^/]*/, "$1$2…")
    .replace(/^(\/v2\/orders\/)([^/]{8})[^/]*/, "$1$2…");

/** Route exports for every method; the ones not given answer 405; OPTIONS answers CORS preflights. */
export function api(endpoints: Partial<Record<Method, Endpoint>>): Record<Method | "OPTIONS", RouteHandler> {
  const allowed = METHODS.filter((m) => endpoints[m]);
  const out: Partial<Record<Method | "OPTIONS", RouteHandler>> = { OPTIONS: async (request: Request) => preflight(request, allowed) };
  for (const method of METHODS) {
    const endpoint = endpoints[method];
    out[method] = endpoint
      ? wrap(method, endpoint)
      : async (request) => {
          const response = methodNotAllowed(allowed);
          response.headers.set("x-request-id", request.headers.get("x-request-id") || randomUUID());
          return withCors(request, response);
        };
  }
  return out as Record<Method | "OPTIONS", RouteHandler>;
}

/** The catch-all for unknown API paths: 404 in the envelope, for every method. */
export function unknownPath(): Record<Method | "OPTIONS", RouteHandler> {
  const handler: RouteHandler = async (request) => {
    const response = json(
      404,
      errorEnvelope([{ status: 404, title: "Not Found", detail: `No API resource at ${new URL(request.url).pathname}.` }]),
    );
    response.headers.set("x-request-id", request.headers.get("x-request-id") || randomUUID());
    return withCors(request, response);
  };
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, OPTIONS: handler };
}
