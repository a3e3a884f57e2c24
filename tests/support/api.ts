// Drives the API in process, through the very route files Next serves: app/(api)/**/route.ts is
// read into a route table (static segments before [param] before [...catchAll]), so a test's request
// meets the same handler, parsing, auth and envelope as over HTTP.
import fs from "node:fs";
import { isMalformedPath, malformedPathResponse } from "@/lib/http/proxy/malformed-path";
import path from "node:path";

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Route = { segments: string[]; file: string; module?: Record<string, Handler> };

const API_ROOT = path.resolve(import.meta.dirname, "../../app/(api)");

function collect(dir: string, segments: string[], out: Route[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name];
      collect(path.join(dir, entry.name), next, out);
    } else if (entry.name === "route.ts") {
      out.push({ segments, file: path.join(dir, entry.name) });
    }
  }
}

const rank = (s: string) => (s.startsWith("[...") ? 2 : s.startsWith("[") ? 1 : 0);
const routes: Route[] = [];
collect(API_ROOT, [], routes);
routes.sort((a, b) => {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const ra = a.segments[i] === undefined ? -1 : rank(a.segments[i]);
    const rb = b.segments[i] === undefined ? -1 : rank(b.segments[i]);
    if (ra !== rb) return ra - rb;
  }
  return b.segments.length - a.segments.length;
});

/** Every API route as a path template (`/v2/carts/[cartId]/items`), most specific first. */
export const apiRouteTemplates = (): string[] => routes.map((r) => "/" + r.segments.join("/"));

function match(route: Route, parts: string[]): Record<string, string | string[]> | undefined {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const seg = route.segments[i];
    if (seg.startsWith("[...")) {
      if (i >= parts.length) return undefined;
      params[seg.slice(4, -1)] = parts.slice(i);
      return params;
    }
    if (i >= parts.length) return undefined;
    if (seg.startsWith("[")) params[seg.slice(1, -1)] = parts[i];
    else if (seg !== parts[i]) return undefined;
  }
  return parts.length === route.segments.length ? params : undefined;
}

// The rewrites of next.config.mjs.
function rewrite(pathname: string): string {
  return pathname.startsWith("/subscriptions/") ? `/v2${pathname}` : pathname;
}

export const BASE_URL = "http://cartwright.test";

/** fetch() against the app's API, in process. */
export async function apiFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input, BASE_URL);
  // What proxy.ts answers before Next's routing would try to decode the path.
  if (isMalformedPath(url.pathname)) return malformedPathResponse(url.pathname);
  const parts = rewrite(url.pathname).split("/").filter(Boolean).map(decodeURIComponent);
  for (const route of routes) {
    const params = match(route, parts);
    if (!params) continue;
    route.module ??= (await import(route.file)) as Record<string, Handler>;
    const method = (init.method ?? "GET").toUpperCase();
    const handler = route.module[method];
    if (!handler) return new Response(null, { status: 405 });
    return handler(new Request(url, init), { params: Promise.resolve(params) });
  }
  return new Response(JSON.stringify({ errors: [{ status: 404, title: "Not Found" }] }), { status: 404 });
}

export type JsonResponse<T = any> = { status: number; body: T; headers: Headers };

/** A JSON request with an optional bearer token; the answer's status, parsed body and headers. */
export async function call<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const response = await apiFetch(path, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

export const ADMIN_CLIENT = { id: "cartwright-dev-client", secret: "cartwright-dev-secret" };

async function token(form: Record<string, string>): Promise<string> {
  const response = await apiFetch("/oauth/access_token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  if (response.status !== 200) throw new Error(`token request failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const implicitToken = () => token({ grant_type: "implicit", client_id: ADMIN_CLIENT.id });
export const adminToken = () =>
  token({ grant_type: "client_credentials", client_id: ADMIN_CLIENT.id, client_secret: ADMIN_CLIENT.secret });
