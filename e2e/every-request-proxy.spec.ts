// Every request meets the proxy (proxy.ts), whatever prefetch or router headers it carries: a page gets its
// Content-Security-Policy, a Server Action call its limits and checks (a malformed body 400, an oversized one 413, a
// call from another site 403, too many calls 429), exactly as without those headers. The framework's example matcher
// leaves prefetches out of the proxy; with it, a client's header skipped all of this. The limits are checked on a
// server of this spec's own (E2E_PORT + 1) with a low rate, each header from its own loopback address.
import http from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startNext, type Server } from "../bench/support/servers";

/** The headers a client navigation, a prefetch or a browser's speculative load may carry, and none. */
const ROUTER_HEADERS: Record<string, string>[] = [
  {},
  { rsc: "1" },
  { rsc: "1", "next-router-state-tree": encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }, null, null, true])) },
  { "next-router-prefetch": "1" },
  { rsc: "1", "next-router-prefetch": "1" },
  { "next-router-segment-prefetch": "/_tree" },
  { purpose: "prefetch" },
  { "sec-purpose": "prefetch" },
  { "x-middleware-prefetch": "1" },
  { "next-hmr-refresh": "1" },
];
const named = (headers: Record<string, string>) => JSON.stringify(headers);

/** The sign-in form's action id, as the page carries it for forms that work without scripts. */
async function signInActionId(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/account/sign-in")).text();
  const id = /\$ACTION_ID_([0-9a-f]{40,44})/.exec(html)?.[1];
  expect(id, "the sign-in page names its action").toBeTruthy();
  return id!;
}

test("pages carry a CSP whatever router or prefetch headers the request carries", async ({ request }) => {
  for (const headers of ROUTER_HEADERS) {
    for (const path of ["/", "/search?q=mug", "/categories/kitchen/linens", "/products/ceramic-mug", "/account/sign-in", "/cart"]) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), `${path} ${named(headers)}`).toBeLessThan(500);
      expect(response.headers()["content-security-policy"], `${path} ${named(headers)}`).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    }
  }
});

test("a Server Action call gets the same answers whatever router or prefetch headers it carries", async ({ request, baseURL }) => {
  const id = await signInActionId(request);
  const call = (headers: Record<string, string>, data: string | Buffer, extra: Record<string, string> = {}) =>
    request.post("/account/sign-in", { headers: { ...headers, "next-action": id, "content-type": "text/plain;charset=UTF-8", ...extra }, data, maxRedirects: 0 });
  for (const headers of ROUTER_HEADERS) {
    const malformed = await call(headers, "garbage");
    expect(malformed.status(), named(headers)).toBe(400);
    expect((await malformed.json()).errors[0].status).toBe(400);
    const huge = await call(headers, JSON.stringify(["x".repeat(3 * 1024 * 1024)]));
    expect(huge.status(), named(headers)).toBe(413);
    const foreign = await call(headers, "[]", { origin: "https://evil.example" });
    expect(foreign.status(), named(headers)).toBe(403);
    expect((await foreign.json()).errors[0]).toMatchObject({ status: 403, title: "Forbidden" });
    // A well-formed call from this site passes the proxy to the framework: the action refuses arguments it does not
    // take (404), or the framework answers the header itself (a navigation's `RSC` without its cache key: 307).
    const fine = (await call(headers, "[]", { origin: new URL(baseURL!).origin })).status();
    expect(fine, named(headers)).toBeLessThan(500);
    expect([400, 403, 413, 429], named(headers)).not.toContain(fine);
  }
});

test("a client navigation from a catalog page is React's payload with its CSP, never HTML", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const payloads: { url: string; type: string; csp: boolean; prefetch: boolean }[] = [];
  const documents: string[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.resourceType() === "document") documents.push(response.url());
    else if (request.headers()["rsc"] === "1") {
      payloads.push({ url: response.url(), type: response.headers()["content-type"] ?? "", csp: "content-security-policy" in response.headers(), prefetch: "next-router-prefetch" in request.headers() });
    }
  });
  await page.goto("/");
  const link = page.getByRole("link", { name: /Ceramic Mug/ }).first();
  await expect(link).toBeVisible();
  // The links on the page are prefetched: through the proxy now, so with a CSP.
  await expect.poll(() => payloads.filter((p) => p.prefetch).length).toBeGreaterThan(0);
  await link.click();
  await page.waitForURL((url) => url.pathname === "/products/ceramic-mug");
  await expect(page.getByRole("heading", { level: 1, name: "Ceramic Mug" })).toBeVisible();
  // One document: the first page. The product page came as React's payload (a soft navigation).
  expect(documents).toEqual([expect.stringMatching(/\/$/)]);
  const product = payloads.filter((p) => new URL(p.url).pathname === "/products/ceramic-mug");
  expect(product.length).toBeGreaterThan(0);
  for (const payload of payloads) {
    expect(payload.type, payload.url).toContain("text/x-component");
    expect(payload.csp, payload.url).toBe(true);
  }
  await context.close();
});

test("a request for React's payload is never answered with HTML, even for a page just served as HTML", async ({ request }) => {
  for (const path of ["/", "/categories/kitchen/linens", "/products/ceramic-mug", "/search?q=mug"]) {
    for (let i = 0; i < 2; i++) expect((await request.get(path)).headers()["content-type"], path).toContain("text/html");
    for (const headers of [{ rsc: "1" }, { rsc: "1", "next-router-prefetch": "1" }] as Record<string, string>[]) {
      const payload = await request.get(path, { headers, maxRedirects: 0 });
      expect(payload.headers()["content-type"] ?? "", `${path} ${named(headers)}`).not.toContain("text/html");
    }
  }
});

/** A request sent from a loopback address of its own (the server keys its limits on the connection's address). */
function sendFrom(localAddress: string, url: string, headers: Record<string, string>, body: string): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const sent = http.request({ host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers, localAddress }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, retryAfter: response.headers["retry-after"] as string | undefined }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

test.describe("Server Action limits", () => {
  const RATE = 0.1;
  const BURST = 5;
  const CALLS = 8;
  let server: Server;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = Number(process.env.E2E_PORT ?? 3100) + 1;
    server = await startNext(port, { DATABASE_URL: "", DATA_DIR: "memory://", RATE_LIMIT_PER_SECOND: String(RATE), RATE_LIMIT_BURST: String(BURST) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("apply whatever router or prefetch headers a call carries: past the burst, 429", async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.base });
    const id = await signInActionId(request);
    await request.dispose();
    for (const [n, headers] of ROUTER_HEADERS.entries()) {
      // Each header from an address of its own, so that each meets a full bucket.
      const address = `127.0.0.${20 + n}`;
      const started = Date.now();
      const answers: { status: number; retryAfter?: string }[] = [];
      for (let i = 0; i < CALLS; i++) {
        answers.push(await sendFrom(address, `${server.base}/account/sign-in`, { ...headers, "next-action": id, "content-type": "text/plain;charset=UTF-8" }, "garbage"));
      }
      const seconds = (Date.now() - started) / 1000;
      // A call the limit lets through is the proxy's 400 for its body; at most the burst, and what the rate refilled meanwhile.
      const passed = answers.filter((a) => a.status === 400).length;
      const limited = answers.filter((a) => a.status === 429);
      expect(passed, named(headers)).toBeLessThanOrEqual(BURST + Math.floor(seconds * RATE));
      expect(passed, named(headers)).toBeGreaterThanOrEqual(BURST);
      expect(limited.length, named(headers)).toBe(CALLS - passed);
      for (const answer of limited) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
  });
});
