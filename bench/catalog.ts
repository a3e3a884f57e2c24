// Catalog speed at 1,000 and at 100,000 products, against `next start` (a production build) on PostgreSQL, each
// beside the framework floor measured in the same run (a Next route answering with precomputed bytes). For each
// catalog size: a fresh database, the demo store, then `npm run db:seed -- --products N` (500 products to a node,
// a base product with 12 children). Scenarios, 16 keep-alive connections each:
//   catalog page        GET /catalog/products (25, the catalog's order)
//   node page 50        GET /catalog/nodes/{id}/relationships/products, page 50 of 10
//   like search         GET /catalog/products?filter=like(name,*walnut ladle*)
//   product children    GET /catalog/products/{base}/relationships/children
//   faceted listing     POST /catalog/multi-search: EP's storefront's listing (q *, categories and USD prices faceted)
//   faceted search      POST /catalog/multi-search: "walnut ladles" (a plural), categories two levels and prices
//                       faceted, a price range
//   … uncached          the same two, each request with a price bound of its own (above every price, so the same
//                       work) that no kept answer matches: the search engine's own cost
//   page … no cookie    GET /, a category page (/categories/kitchen/drinkware), a search (/search?q=walnut+ladle), a
//                       product page (/products/ceramic-mug): HTML, as a visitor without cookies loads them
//   page … with a cart  the same four with the cart cookie of a cart of 3 lines (made through the API)
//   page … signed in    the same four with the demo shopper's session cookie (an account token from
//                       POST /v2/account-members/tokens, what the sign-in form keeps in that cookie)
//   page … RSC with a cart  / (from the product page) and the product page (from /) as a client navigation asks for
//                       them (RSC, Next-Router-State-Tree and the _rsc hash the router sends), with the cart cookie:
//                       React's payload, not HTML
// The API scenarios must stay within 2 × their p50 at 1,000 products, the faceted searches at least half the floor;
// pages are printed as shares of the floor. Each scenario is probed once before it is measured: it must answer 2xx
// without a redirect, pages with text/html and RSC requests with text/x-component.
// Prints a table and writes bench/results/catalog-<time>.json (each row with its answers that were not 2xx).
//
//   npm run bench:catalog
//   BENCH_SECONDS=5 BENCH_ROUNDS=2 SIZES=1000,100000 npm run bench:catalog
// (BENCH_PORT: the first server's port, the next size's the one after; BENCH_DATABASE_PREFIX names its databases.)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
process.env.CARTWRIGHT_BENCH_BUILD = "1";

import { ensureFreshBuild, freshDatabase, getJson, load, postJson, startNext, tempDataDir, token, type LoadResult } from "./support/servers";
import { FLOOR_PATH, median, medianRatio } from "./support/rounds";
import { CART_COOKIE } from "../lib/web/cart-cookie";
import { SHOPPER_COOKIE } from "../lib/http/api/session-cookies";
import { DEMO_ACCOUNT } from "../lib/seed/demo-store";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SIZES = (process.env.SIZES ?? "1000,100000").split(",").map(Number);
const CONNECTIONS = 16;
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const FLOOR = "Next route, same bytes";
/** The storefront pages measured for each kind of shopper. */
const PAGES: [name: string, path: string][] = [
  ["page /", "/"],
  ["page category", "/categories/kitchen/drinkware"],
  ["page search", "/search?q=walnut+ladle"],
  ["page product", "/products/ceramic-mug"],
];
/** The cart's lines: the page's product and two others of the demo store. */
const CART_SLUGS = ["ceramic-mug", "enamel-tumbler", "oak-cutting-board"];
/**
 * The router state a client navigation sends: the tree of the page the client is on, as Next 16's client strips it
 * for the request (segments and children only: flight-data-helpers.js) and encodes it. A navigation to / comes from
 * the product page, one to the product page from /: the server renders from where the two trees part.
 */
const ROUTER_STATE_TREES: Record<string, string> = {
  "/": routerState(["products", { children: [["slug", "ceramic-mug", "d", null], { children: ["__PAGE__", {}] }] }]),
  "/products/ceramic-mug": routerState(["(catalog)", { children: ["__PAGE__", {}] }]),
};

/** Makes each uncached search's price bound (and so its key) its own. */
let uniqueBound = 0;

/** The state of a client on a storefront page whose tree under app/(storefront) is `below`. */
function routerState(below: unknown[]): string {
  return encodeURIComponent(JSON.stringify(["", { children: ["(storefront)", { children: below }] }]));
}


type RequestSpec = { path: string; body: string; headers: Record<string, string>; method?: "GET" | "POST" };
/** `answers`: the content type the warm-up probe requires (pages and RSC requests), before any parameters. */
type Scenario = { scenario: string; api: boolean; answers?: "text/html" | "text/x-component"; request: () => RequestSpec };

type Prepared = { size: number; server: Awaited<ReturnType<typeof startNext>>; drop: () => Promise<void>; scenarios: Scenario[] };

/** A server on a fresh database holding the demo store and `size` generated products; its scenarios, warmed up. */
async function prepare(size: number, port: number): Promise<Prepared> {
  const floorFile = path.join(tempDataDir("cartwright-bench"), "catalog-response.json");
  const database = await freshDatabase(`${process.env.BENCH_DATABASE_PREFIX ?? "cw_bench"}_catalog_${size}`);
  const server = await startNext(port, { DATABASE_URL: database.url, BENCH_FLOOR_FILE: floorFile, DEMO_STORE: "on" });
  try {
    return { size, server, drop: database.drop, scenarios: await scenariosOf(size, server, database.url, floorFile) };
  } catch (error) {
    // Nothing is left running when a catalog cannot be prepared.
    await server.stop();
    await database.drop();
    throw error;
  }
}

async function scenariosOf(size: number, server: Prepared["server"], databaseUrl: string, floorFile: string): Promise<Scenario[]> {
  console.log(`seeding ${size} products…`);
  const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts", "--products", String(size)], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }, stdio: ["ignore", "inherit", "inherit"] });
  if (seeded.status !== 0) throw new Error("seeding failed");
  const shopper = await token(server.base);
  const headers = { authorization: `Bearer ${shopper}` };
  const nodes = await getJson(server.base, "/catalog/nodes?filter=eq(slug,bulk-n1)", shopper);
  const nodeId = nodes.body.data[0].id;
  const bases = await getJson(server.base, "/catalog/products?filter=eq(sku,BULK-000001)", shopper);
  const baseId = bases.body.data[0].id;
  const sample = await getJson(server.base, "/catalog/products?page[limit]=25", shopper);
  fs.writeFileSync(floorFile, JSON.stringify(sample.body));
  const get = (p: string) => () => ({ path: p, body: "", headers, method: "GET" as const });
  const search = (params: Record<string, unknown>, cached = true) => () => ({
    path: "/catalog/multi-search",
    body: JSON.stringify({ searches: [{ ...params, ...(cached ? {} : { filter_by: [params.filter_by, `price.USD.float_price:<=${100 + uniqueBound++}`].filter(Boolean).join(" && ") }) }] }),
    headers: { ...headers, "content-type": "application/json" },
    method: "POST" as const,
  });
  const listing = { type: "search", q: "*", facet_by: "meta.search.categories.lvl0,price.USD.float_price", max_facet_values: 10, page: 1 };
  const faceted = { q: "walnut ladles", facet_by: "meta.search.categories.lvl0,meta.search.categories.lvl1,price.USD.float_price", filter_by: "price.USD.float_price:[5..100]", per_page: 12 };
  const scenarios: Scenario[] = [
    { scenario: FLOOR, api: false, request: () => ({ path: FLOOR_PATH, body: "{}", headers: { ...headers, "content-type": "application/json" } }) },
    { scenario: "catalog page", api: true, request: get("/catalog/products?page[limit]=25") },
    { scenario: "node page 50", api: true, request: get(`/catalog/nodes/${nodeId}/relationships/products?page[limit]=10&page[offset]=490`) },
    { scenario: "like search", api: true, request: get(`/catalog/products?filter=${encodeURIComponent("like(name,*walnut ladle*)")}`) },
    { scenario: "product children", api: true, request: get(`/catalog/products/${baseId}/relationships/children`) },
    { scenario: "faceted listing", api: true, request: search(listing) },
    { scenario: "faceted search", api: true, request: search(faceted) },
    { scenario: "faceted listing uncached", api: true, request: search(listing, false) },
    { scenario: "faceted search uncached", api: true, request: search(faceted, false) },
    ...(await shopperPageScenarios(server.base, shopper, headers)),
  ];
  for (const s of scenarios) {
    await probe(server.base, s);
    await load(server.base, { connections: CONNECTIONS, seconds: 1, warmupSeconds: 0 }, s.request);
  }
  return scenarios;
}

/**
 * The storefront's pages for each kind of shopper: a visitor without cookies, a shopper with a cart, the demo shopper
 * signed in, and a client navigation of a shopper with a cart. Each sends the API scenarios' `headers` (as the page
 * scenarios always have, so that the cookieless ones stay comparable with earlier runs) and its cookie.
 */
async function shopperPageScenarios(base: string, shopper: string, headers: Record<string, string>): Promise<Scenario[]> {
  const withCart = { cookie: `${CART_COOKIE}=${await cartOfThreeLines(base, shopper)}` };
  const signedIn = { cookie: `${SHOPPER_COOKIE}=${await demoShopperSession(base, shopper)}` };
  const page = (name: string, p: string, cookie: Record<string, string>): Scenario => ({
    scenario: name,
    api: false,
    answers: "text/html",
    request: () => ({ path: p, body: "", headers: { ...headers, ...cookie }, method: "GET" }),
  });
  const navigation = (name: string, p: string): Scenario => ({
    scenario: `${name} RSC with a cart`,
    api: false,
    answers: "text/x-component",
    request: () => ({ path: rscPath(p, ROUTER_STATE_TREES[p]), body: "", headers: { ...headers, ...withCart, rsc: "1", "next-router-state-tree": ROUTER_STATE_TREES[p] }, method: "GET" }),
  });
  return [
    ...PAGES.map(([name, p]) => page(`${name} no cookie`, p, {})),
    ...PAGES.map(([name, p]) => page(`${name} with a cart`, p, withCart)),
    ...PAGES.map(([name, p]) => page(`${name} signed in`, p, signedIn)),
    ...PAGES.filter(([, p]) => ROUTER_STATE_TREES[p]).map(([name, p]) => navigation(name, p)),
  ];
}

/** A new cart holding the demo store's CART_SLUGS, one of each, made as the storefront's API client makes it; its id. */
async function cartOfThreeLines(base: string, shopper: string): Promise<string> {
  const filter = encodeURIComponent(`in(slug,${CART_SLUGS.join(",")})`);
  const products = await getJson(base, `/catalog/products?filter=${filter}`, shopper);
  if (products.status !== 200 || products.body.data.length !== CART_SLUGS.length) throw new Error(`cart products: ${products.status} ${JSON.stringify(products.body).slice(0, 300)}`);
  const cart = await postJson(base, "/v2/carts", shopper, { data: { name: "Bench cart" } });
  if (cart.status !== 201) throw new Error(`cart: ${cart.status} ${cart.text.slice(0, 300)}`);
  const cartId: string = cart.body.data.id;
  const data = products.body.data.map((p: { id: string }) => ({ type: "cart_item", id: p.id, quantity: 1 }));
  const lines = await postJson(base, `/v2/carts/${cartId}/items`, shopper, { data });
  if (lines.status !== 201 || lines.body.data.length !== CART_SLUGS.length) throw new Error(`cart lines: ${lines.status} ${lines.text.slice(0, 300)}`);
  return cartId;
}

/**
 * The demo shopper's session cookie's value: the account token their password earns from the account members' API,
 * the token the storefront's sign-in form keeps in SHOPPER_COOKIE (lib/web/shopper-session.ts).
 */
async function demoShopperSession(base: string, shopper: string): Promise<string> {
  const signIn = await postJson(base, "/v2/account-members/tokens", shopper, {
    data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  });
  if (signIn.status !== 201) throw new Error(`demo shopper sign-in: ${signIn.status} ${signIn.text.slice(0, 300)}`);
  return signIn.body.data[0].token;
}

/**
 * The path with the `_rsc` parameter the Next client adds to a navigation: a hash of its router headers, which the
 * server checks (experimental.validateRSCRequestHeaders, on by default) and answers a mismatch with a 307. As
 * next/dist/shared/lib/router/utils/cache-busting-search-param.js computes it: prefetch, segment prefetch, state tree,
 * Next-Url, "0" for each one absent; SHA-256 cut to 96 bits, base64url.
 */
function rscPath(p: string, stateTree: string): string {
  const hash = createHash("sha256").update(["0", "0", stateTree, "0"].join(",")).digest().subarray(0, 12).toString("base64url");
  return `${p}${p.includes("?") ? "&" : "?"}_rsc=${hash}`;
}

/** One request of the scenario, as the load will send it (no redirect followed): 2xx, of the content type it must have. */
async function probe(base: string, s: Scenario) {
  const sample = s.request();
  const answer = await fetch(`${base}${sample.path}`, { method: sample.method ?? "POST", headers: sample.headers, body: sample.method === "GET" ? undefined : sample.body, redirect: "manual" });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${s.scenario}: ${answer.status} ${answer.headers.get("location") ?? ""} ${text.slice(0, 300)}`);
  const type = answer.headers.get("content-type") ?? "";
  if (s.answers && type.split(";")[0].trim() !== s.answers) throw new Error(`${s.scenario}: answered ${type || "no content type"}, not ${s.answers}`);
}

/** The answers that were not 2xx, by status, over all rounds (0: no answer). */
function notOk(results: LoadResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) for (const [status, n] of Object.entries(r.statuses)) if (!status.startsWith("2")) counts[status] = (counts[status] ?? 0) + n;
  return counts;
}

async function main() {
  ensureFreshBuild();
  // Both catalogs are served at once and measured in turns, scenario by scenario, so the machine's busy moments
  // fall on both alike; each is compared with its own server's floor of the same turn.
  const prepared: Prepared[] = [];
  const bySize = new Map<number, Map<string, LoadResult[]>>();
  try {
    for (const [i, size] of SIZES.entries()) prepared.push(await prepare(size, PORT + i));
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`round ${round + 1} of ${ROUNDS} (load average ${os.loadavg()[0].toFixed(1)})`);
      for (const [index, { scenario }] of prepared[0].scenarios.entries()) {
        for (const p of prepared) {
          const result = await load(p.server.base, { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 1 }, p.scenarios[index].request);
          const results = bySize.get(p.size) ?? new Map<string, LoadResult[]>();
          bySize.set(p.size, results);
          results.set(scenario, [...(results.get(scenario) ?? []), result]);
          const other = Object.entries(result.statuses).filter(([status]) => !status.startsWith("2"));
          console.log(`  ${String(p.size).padStart(6)} ${scenario.padEnd(32)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms${other.length ? `  not 2xx: ${JSON.stringify(Object.fromEntries(other))}` : ""}`);
        }
      }
    }
  } finally {
    for (const p of prepared) {
      await p.server.stop();
      await p.drop();
    }
  }
  const [small, large] = SIZES;
  const rows = [...bySize.get(small)!.keys()].map((scenario) => {
    const at = (size: number) => {
      const results = bySize.get(size)!;
      const floor = results.get(FLOOR)!;
      const mine = results.get(scenario)!;
      return {
        rps: median(mine.map((r) => r.rps)),
        p50: median(mine.map((r) => r.p50)),
        share: medianRatio(mine.map((r) => r.rps), floor.map((r) => r.rps)),
        floorP50: median(floor.map((r) => r.p50)),
        notOk: notOk(mine),
      };
    };
    return { scenario, small: at(small), large: large ? at(large) : undefined };
  });
  console.log(`\npostgres, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${SECONDS} s\n`);
  console.log(`| scenario | ${small} req/s | p50 ms | share of floor | ${large ?? "-"} req/s | p50 ms | share of floor | p50 × |\n|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const r of rows) {
    const l = r.large;
    console.log(
      `| ${r.scenario} | ${r.small.rps.toFixed(0)} | ${r.small.p50.toFixed(1)} | ${(100 * r.small.share).toFixed(0)}% | ${l ? l.rps.toFixed(0) : "-"} | ${l ? l.p50.toFixed(1) : "-"} | ${l ? `${(100 * l.share).toFixed(0)}%` : "-"} | ${l ? (l.p50 / r.small.p50).toFixed(2) : "-"} |`,
    );
  }
  const dir = path.join("bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `catalog-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() };
  fs.writeFileSync(file, JSON.stringify({ seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, machine, rows, results: Object.fromEntries([...bySize].map(([k, v]) => [k, Object.fromEntries(v)])) }, null, 2));
  console.log(`written to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
