// Issue 44, finding 2: can one address's catalog searches slow everyone else? A production server (`next start`) at
// the default rate limits (RATE_LIMIT_PER_SECOND 100, burst 300), holding the demo store and a generated catalog. A
// shopper at 127.0.0.1 loads a product page (/products/ceramic-mug) over and over, one at a time: first alone, then
// while an attacker at 127.0.0.2 sends the heaviest multi-search the bounds allow (10 searches, each over the whole
// catalog with 12 facets of 100 values, 20 filter clauses, 3 sort keys and 100 hits), two at a time, each request a
// search no answer is kept for, for a bounded time. Prints the page's p50 (and p90) alone and under attack, their
// ratio (target: within 2 ×) and what the attacker's requests were answered.
//
//   npm run bench:search-cost                 (builds first when the sources are newer than .next)
//   BENCH_PORT=3400 BENCH_SECONDS=20 PRODUCTS=2000 DRIVER=postgres npm run bench:search-cost
//   DRIVER=pglite npm run bench:search-cost   (the database in the server's own process, as `npm start` runs by default)
import fs from "node:fs";
import http from "node:http";
import { spawnSync } from "node:child_process";
import { ensureFreshBuild, freshDatabase, startNext, tempDataDir, type Server } from "./support/servers";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PRODUCTS = Number(process.env.PRODUCTS ?? 2000);
const DRIVER = process.env.DRIVER ?? "postgres";
const ATTACKERS = 2;
const SHOPPER = "127.0.0.1";
const ATTACKER = "127.0.0.2";
const PRODUCT_PAGE = "/products/ceramic-mug";

/** One request from `localAddress` (the server counts each loopback address as a client of its own). */
function send(base: string, localAddress: string, agent: http.Agent, spec: { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string }) {
  const url = new URL(base);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method: spec.method, path: spec.path, localAddress, agent, headers: { ...spec.headers, ...(spec.body ? { "content-length": Buffer.byteLength(spec.body) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(spec.body);
  });
}

async function implicitToken(base: string, localAddress: string, agent: http.Agent): Promise<string> {
  const answer = await send(base, localAddress, agent, {
    method: "POST",
    path: "/oauth/access_token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=implicit&client_id=cartwright-dev-client",
  });
  if (answer.status !== 200) throw new Error(`token: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text).access_token;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The shopper: product pages one after another for `seconds`; their latencies (ms) and statuses. */
async function shopper(base: string, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    const { status } = await send(base, SHOPPER, agent, { method: "GET", path: PRODUCT_PAGE });
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) latencies.push(performance.now() - started);
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p90: percentile(latencies, 90), pages: latencies.length, statuses };
}

const categories = Array.from({ length: 10 }, (_, i) => `meta.search.categories.lvl${i}`);

/** The heaviest search the bounds allow over the whole catalog; `n` makes each request one no kept answer matches. */
const heavySearch = (n: number, i: number) => ({
  q: "*",
  facet_by: [...categories, "price.USD.float_price", "price.EUR.float_price"].join(","),
  max_facet_values: 100,
  // Every clause holds for every product (prices are at least 4.00): all of the catalog is counted and faceted.
  filter_by: [`price.USD.float_price:>=${(n % 1000) / 1000 + i / 100000}`, ...Array.from({ length: 19 }, (_, c) => `price.USD.float_price:>${c / 10}`)].join(" && "),
  sort_by: "price.USD.float_price:desc,attributes.name:asc,attributes.created_at:desc",
  per_page: 100,
  page: 1,
});

/** The attacker: ATTACKERS loops, each sending its next heavy multi-search as soon as the last is answered. */
async function attacker(base: string, token: string, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: ATTACKERS });
  const statuses: Record<number, number> = {};
  let n = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: ATTACKERS }, async () => {
      while (Date.now() < end) {
        const body = JSON.stringify({ searches: Array.from({ length: 10 }, (_, i) => heavySearch(n, i)) });
        n += 1;
        let status = 0;
        try {
          status = (await send(base, ATTACKER, agent, { method: "POST", path: "/catalog/multi-search", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body })).status;
        } catch {
          await new Promise((r) => setTimeout(r, 10));
        }
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return statuses;
}

async function main() {
  ensureFreshBuild();
  let server: Server | undefined;
  let drop = async () => {};
  let dataDir: string | undefined;
  try {
    const env: Record<string, string> = { DEMO_STORE: "on", RATE_LIMIT_PER_SECOND: "100", RATE_LIMIT_BURST: "300" };
    const seedEnv: Record<string, string> = {};
    if (DRIVER === "pglite") {
      dataDir = seedEnv.DATA_DIR = env.DATA_DIR = tempDataDir("cartwright-bench-search");
    } else {
      const database = await freshDatabase("cw_bench_search");
      drop = database.drop;
      seedEnv.DATABASE_URL = env.DATABASE_URL = database.url;
    }
    console.log(`seeding the demo store and ${PRODUCTS} products (${DRIVER})…`);
    const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts", "--products", String(PRODUCTS)], { env: { ...process.env, ...seedEnv, LOG_LEVEL: "warn" }, stdio: ["ignore", "inherit", "inherit"] });
    if (seeded.status !== 0) throw new Error("seeding failed");
    server = await startNext(PORT, env);
    const warm = new http.Agent({ keepAlive: true });
    const token = await implicitToken(server.base, ATTACKER, warm);
    // Warm up: the page and the search route compiled and connected; a heavy search's answer checked to be 200.
    for (let i = 0; i < 5; i++) await send(server.base, SHOPPER, warm, { method: "GET", path: PRODUCT_PAGE });
    const probeStarted = performance.now();
    const probe = await send(server.base, ATTACKER, warm, {
      method: "POST",
      path: "/catalog/multi-search",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ searches: Array.from({ length: 10 }, (_, i) => heavySearch(999_999, i)) }),
    });
    if (probe.status !== 200) throw new Error(`the heavy search is not within the bounds: ${probe.status} ${probe.text.slice(0, 300)}`);
    console.log(`one heavy multi-search alone: ${Math.round(performance.now() - probeStarted)} ms`);
    // The attacker's bucket refills (its cost is owed) while the shopper is measured alone.
    const alone = await shopper(server.base, SECONDS);
    await new Promise((r) => setTimeout(r, 1000));
    const [attacked, attack] = await Promise.all([shopper(server.base, SECONDS), attacker(server.base, token, SECONDS)]);
    warm.destroy();
    const ratio = attacked.p50 / alone.p50;
    console.log(`\nproduct page p50, alone:                  ${alone.p50.toFixed(1)} ms (p90 ${alone.p90.toFixed(1)} ms, ${alone.pages} pages)`);
    console.log(`product page p50, under heavy searches:    ${attacked.p50.toFixed(1)} ms (p90 ${attacked.p90.toFixed(1)} ms, ${attacked.pages} pages; statuses ${JSON.stringify(attacked.statuses)})`);
    console.log(`ratio:                                     ${ratio.toFixed(2)} × (target ≤ 2 ×)`);
    console.log(`attacker (${ATTACKER}, ${ATTACKERS} at a time, ${SECONDS} s): ${JSON.stringify(attack)}`);
    process.exitCode = ratio <= 2 ? 0 : 1;
  } finally {
    await server?.stop();
    await drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
