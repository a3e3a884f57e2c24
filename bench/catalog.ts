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
//   storefront pages    GET /, a category page, a search, a product page (HTML, as a shopper without a cart loads them)
// The API scenarios must stay within 2 × their p50 at 1,000 products, the faceted searches at least half the floor;
// pages are printed as shares of the floor.
// Prints a table and writes bench/results/catalog-<time>.json.
//
//   npm run bench:catalog
//   BENCH_SECONDS=5 BENCH_ROUNDS=2 SIZES=1000,100000 npm run bench:catalog
// (BENCH_PORT: the first server's port, the next size's the one after; BENCH_DATABASE_PREFIX names its databases.)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
process.env.CARTWRIGHT_BENCH_BUILD = "1";

import { ensureFreshBuild, freshDatabase, getJson, load, startNext, tempDataDir, token, type LoadResult } from "./support/servers";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SIZES = (process.env.SIZES ?? "1000,100000").split(",").map(Number);
const CONNECTIONS = 16;
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const FLOOR = "Next route, same bytes";

/** Makes each uncached search's price bound (and so its key) its own. */
let uniqueBound = 0;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Scenario = { scenario: string; api: boolean; request: () => { path: string; body: string; headers: Record<string, string>; method?: "GET" | "POST" } };

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
    { scenario: FLOOR, api: false, request: () => ({ path: "/v2/bench/floor", body: "{}", headers: { ...headers, "content-type": "application/json" } }) },
    { scenario: "catalog page", api: true, request: get("/catalog/products?page[limit]=25") },
    { scenario: "node page 50", api: true, request: get(`/catalog/nodes/${nodeId}/relationships/products?page[limit]=10&page[offset]=490`) },
    { scenario: "like search", api: true, request: get(`/catalog/products?filter=${encodeURIComponent("like(name,*walnut ladle*)")}`) },
    { scenario: "product children", api: true, request: get(`/catalog/products/${baseId}/relationships/children`) },
    { scenario: "faceted listing", api: true, request: search(listing) },
    { scenario: "faceted search", api: true, request: search(faceted) },
    { scenario: "faceted listing uncached", api: true, request: search(listing, false) },
    { scenario: "faceted search uncached", api: true, request: search(faceted, false) },
    { scenario: "page /", api: false, request: get("/") },
    { scenario: "page category", api: false, request: get("/categories/kitchen/drinkware") },
    { scenario: "page search", api: false, request: get("/search?q=walnut+ladle") },
    { scenario: "page product", api: false, request: get("/products/ceramic-mug") },
  ];
  for (const s of scenarios) {
    const sample = s.request();
    const probe = await fetch(`${server.base}${sample.path}`, { method: sample.method ?? "POST", headers: sample.headers, body: sample.method === "GET" ? undefined : sample.body });
    if (!probe.ok) throw new Error(`${s.scenario}: ${probe.status} ${(await probe.text()).slice(0, 300)}`);
    await load(server.base, { connections: CONNECTIONS, seconds: 1, warmupSeconds: 0 }, s.request);
  }
  return scenarios;
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
          console.log(`  ${String(p.size).padStart(6)} ${scenario.padEnd(20)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms${other.length ? `  not 2xx: ${JSON.stringify(Object.fromEntries(other))}` : ""}`);
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
      return { rps: median(mine.map((r) => r.rps)), p50: median(mine.map((r) => r.p50)), share: median(mine.map((r, i) => r.rps / floor[i].rps)), floorP50: median(floor.map((r) => r.p50)) };
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
