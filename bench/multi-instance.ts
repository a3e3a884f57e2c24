// Concurrency across processes (docs/api.md "Carts"): two `next start` servers share one fresh PostgreSQL
// database, and the add-to-cart requests of each check alternate between them.
//   1. 50 parallel adds of one product at one cart      → one line of quantity 50
//   2. 150 parallel adds of distinct products, empty cart → exactly 100 lines and 50 refusals (422)
//   3. 50 parallel checkouts of carts each wanting 1 of the last 10 units of a product → exactly 10 orders,
//      40 "Insufficient stock" refusals, and the stock at 0 available, 10 allocated
//   4. 50 parallel checkouts of carts of a product without kept stock → 50 orders whose numbers are distinct and
//      consecutive, and every order of the store (the 10 of check 3 too) numbered #1001 onwards without a gap: the
//      40 refused checkouts of check 3 gave their numbers back (docs/orders.md "Order numbers")
//   5. a price changed through server A is on server B's product page, its search page and its catalog search within
//      one second: the catalog caches of every instance hear of a write (docs/performance.md)
//   6. 2,000 distinct searches (pages and API) leave nothing in `.next/cache`, and server A's memory after the second
//      1,000 is within 64 MB of what it was after the first: a bounded store stops growing
//   7. neither server printed pg's "client.query() when the client is already executing a query" warning
//   8. pages under saturation: a third server with a pool of one connection (turning pages away past one waiting
//      read, or past two requests in flight), 64 page requests at once from one address, answers each 200/404 or
//      503 with the busy page (Retry-After), never 500; and the saturation happened: at least one was turned away
//      with the busy page and at least one was served. How many of each depends on the machine's speed.
//   9. admission per address (bench/support/fair-admission.ts): ten loopback addresses flood a fourth server (a pool
//      of one connection) with API reads while a quiet address loads pages: at least 80% of the quiet pages are 200,
//      and admission turned the flooders away (503, Retry-After) at least once.
// Exits non-zero when either check fails. Needs a production build (made when missing or stale).
//
//   npm run test:multi-instance                 (ports MULTI_PORTS, default 3205,3206)
//   SKIP_BUILD=1 npm run test:multi-instance    (CI: right after the e2e suite has built the app)
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fairAdmission } from "./support/fair-admission";
import { ensureFreshBuild, freshDatabase, getJson, makeProducts, postJson, startNext, token, type Server } from "./support/servers";

const PORTS = (process.env.MULTI_PORTS ?? "3205,3206").split(",").map(Number);
/** The name the fresh database starts with (a shared machine: each engineer's own). */
const DATABASE_PREFIX = process.env.MULTI_DATABASE_PREFIX ?? "cw_multi";

type Check = { name: string; ok: boolean; detail: string };

async function main() {
  if (process.env.SKIP_BUILD !== "1") ensureFreshBuild();
  const database = await freshDatabase(DATABASE_PREFIX);
  const servers: Server[] = [];
  const checks: Check[] = [];
  const output: string[] = [];
  try {
    // Both start together: the migration advisory lock lets one migrate while the other waits.
    // Each server's output is passed on and kept, to look for pg's warning (check 7). Server A keeps at most 2 MB of
    // cached entries, so that check 6's searches pass its bound many times over, and a heap of 512 MiB, so that its
    // resident memory follows what is kept rather than when the collector last ran.
    servers.push(
      ...(await Promise.all(
        PORTS.map((port, n) =>
          startNext(port, { DATABASE_URL: database.url, ...(n === 0 ? { USE_CACHE_BYTES: String(2 * 1024 * 1024), NODE_OPTIONS: "--max-old-space-size=512" } : {}) }, (text) => {
            output.push(text);
            process.stderr.write(text);
          }),
        ),
      )),
    );
    const [a, b] = servers;
    const admin = await token(a.base, true);
    const shopper = await token(b.base);
    const products = await makeProducts(a.base, admin, 151, randomUUID().slice(0, 6).toUpperCase());
    const server = (n: number) => servers[n % servers.length].base;
    const add = (n: number, cartId: string, productId: string) =>
      postJson(server(n), `/v2/carts/${cartId}/items`, shopper, { data: { type: "cart_item", id: productId, quantity: 1 } });

    const sameCart = `multi-same-${randomUUID().slice(0, 8)}`;
    const same = await Promise.all(Array.from({ length: 50 }, (_, n) => add(n, sameCart, products[150])));
    const sameItems = await getJson(a.base, `/v2/carts/${sameCart}/items`, shopper);
    const sameStatuses = count(same.map((r) => r.status));
    checks.push({
      name: "50 parallel adds of one product over 2 servers",
      ok: sameStatuses["201"] === 50 && sameItems.body.data.length === 1 && sameItems.body.data[0].quantity === 50,
      detail: `statuses ${JSON.stringify(sameStatuses)}; lines ${sameItems.body.data.length}, quantity ${sameItems.body.data[0]?.quantity}`,
    });

    const limitCart = `multi-limit-${randomUUID().slice(0, 8)}`;
    const distinct = await Promise.all(products.slice(0, 150).map((id, n) => add(n, limitCart, id)));
    const limitItems = await getJson(b.base, `/v2/carts/${limitCart}/items`, shopper);
    const limitStatuses = count(distinct.map((r) => r.status));
    const refusalsNamed = distinct.filter((r) => r.status === 422).every((r) => r.body.errors[0].title === "Cart item limit reached");
    checks.push({
      name: "150 parallel distinct adds at an empty cart over 2 servers",
      ok: limitStatuses["201"] === 100 && limitStatuses["422"] === 50 && refusalsNamed && limitItems.body.data.length === 100,
      detail: `statuses ${JSON.stringify(limitStatuses)}; lines ${limitItems.body.data.length}`,
    });

    // The stock race: the carts are filled first (an add holds nothing), then all check out at once.
    const stocked = products[149];
    const stocking = await postJson(a.base, "/v2/inventories", admin, { data: { id: stocked, type: "stock", attributes: { available: 10 } } });
    if (stocking.status !== 201) throw new Error(`stock: ${stocking.status} ${stocking.text}`);
    const carts = Array.from({ length: 50 }, (_, n) => `multi-stock-${n}-${randomUUID().slice(0, 8)}`);
    for (const [n, cartId] of carts.entries()) await add(n, cartId, stocked);
    const address = { first_name: "Ada", last_name: "Lovelace", line_1: "1 Race St", city: "London", postcode: "SW1A 1AA", country: "GB" };
    const checkoutBody = { data: { customer: { name: "Ada Lovelace", email: "ada@example.com" }, billing_address: address, shipping_address: address } };
    const checkouts = await Promise.all(carts.map((cartId, n) => postJson(server(n), `/v2/carts/${cartId}/checkout`, shopper, checkoutBody)));
    const checkoutStatuses = count(checkouts.map((r) => r.status));
    const stockNamed = checkouts.filter((r) => r.status === 400).every((r) => r.body.errors[0].title === "Insufficient stock");
    const level = (await getJson(b.base, `/v2/inventories/${stocked}`, admin)).body.data.attributes;
    checks.push({
      name: "50 parallel checkouts for the last 10 units over 2 servers",
      ok: checkoutStatuses["201"] === 10 && checkoutStatuses["400"] === 40 && stockNamed && level.available === 0 && level.allocated === 10 && level.total === 10,
      detail: `statuses ${JSON.stringify(checkoutStatuses)}; stock ${JSON.stringify(level)}`,
    });

    // Order numbers: 50 checkouts at once over both servers, each taking the store's next number.
    const numbered = Array.from({ length: 50 }, (_, n) => `multi-number-${n}-${randomUUID().slice(0, 8)}`);
    for (const [n, cartId] of numbered.entries()) await add(n, cartId, products[148]);
    const placed = await Promise.all(numbered.map((cartId, n) => postJson(server(n), `/v2/carts/${cartId}/checkout`, shopper, checkoutBody)));
    const placedStatuses = count(placed.map((r) => r.status));
    const numbers = placed.filter((r) => r.status === 201).map((r) => r.body.data.meta.number as number).sort((x, y) => x - y);
    const consecutive = numbers.length === 50 && new Set(numbers).size === 50 && numbers[49] - numbers[0] === 49;
    const all = (await getJson(a.base, "/v2/orders?page[limit]=100", admin)).body.data.map((o: { meta: { number: number } }) => o.meta.number).sort((x: number, y: number) => x - y);
    const noGaps = all.length === 60 && all.every((number: number, i: number) => number === 1001 + i);
    checks.push({
      name: "50 parallel checkouts over 2 servers get distinct consecutive order numbers",
      ok: placedStatuses["201"] === 50 && consecutive && noGaps,
      detail: `statuses ${JSON.stringify(placedStatuses)}; numbers #${numbers[0]}–#${numbers.at(-1)} (${new Set(numbers).size} distinct); the store's ${all.length} orders #${all[0]}–#${all.at(-1)}`,
    });

    checks.push(await priceSeenEverywhere(a, b, admin, shopper));
    checks.push(await searchesStayBounded(a, shopper));
    checks.push(await pagesUnderSaturation(database.url));
    checks.push(await fairAdmission(database.url, Number(process.env.MULTI_FAIR_PORT ?? PORTS[1] + 2)));
    const warnings = output.join("").split("already executing a query").length - 1;
    checks.push({ name: "no server printed pg's overlapping-query warning", ok: warnings === 0, detail: `${warnings} warnings` });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
  for (const check of checks) console.log(`${check.ok ? "ok  " : "FAIL"} ${check.name}: ${check.detail}`);
  if (checks.length < 9 || checks.some((c) => !c.ok)) process.exit(1);
}

const PAGE_HEADERS = { cookie: "currency=USD", accept: "text/html" };

/** Check 5: a new price written through A, read on B until it shows (each surface warmed first, so a stale cache would show). */
async function priceSeenEverywhere(a: Server, b: Server, admin: string, shopper: string): Promise<Check> {
  const word = `zq${randomUUID().slice(0, 6)}`;
  const created = await postJson(a.base, "/pcm/products", admin, {
    data: { type: "product", attributes: { name: `Cache ${word}`, sku: `CACHE-${word}`, slug: `cache-${word}`, price: { USD: { amount: 1111, includes_tax: false } } } },
  });
  if (created.status !== 201) throw new Error(`product: ${created.status} ${created.text}`);
  const surfaces = {
    "product page": async () => (await fetch(`${b.base}/products/cache-${word}`, { headers: PAGE_HEADERS })).text(),
    "search page": async () => (await fetch(`${b.base}/search?q=${word}`, { headers: PAGE_HEADERS })).text(),
    "catalog search": async () => JSON.stringify((await getJson(b.base, `/catalog/search?q=${word}`, shopper)).body),
  };
  for (const read of Object.values(surfaces)) for (let i = 0; i < 2; i++) if (!(await read()).includes("11.11")) throw new Error("the first price is not shown on B");
  const changed = await fetch(`${a.base}/pcm/products/${created.body.data.id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
    body: JSON.stringify({ data: { type: "product", id: created.body.data.id, attributes: { price: { USD: { amount: 2222, includes_tax: false } } } } }),
  });
  if (changed.status !== 200) throw new Error(`price change: ${changed.status} ${await changed.text()}`);
  const since = Date.now();
  const seen: Record<string, number> = {};
  await Promise.all(
    Object.entries(surfaces).map(async ([name, read]) => {
      while (Date.now() - since < 5000 && !(await read()).includes("22.22")) await new Promise((r) => setTimeout(r, 50));
      seen[name] = Date.now() - since;
    }),
  );
  return {
    name: "a price changed on A is on B's product page, search page and catalog search within one second",
    ok: Object.values(seen).every((ms) => ms <= 1000),
    detail: Object.entries(seen).map(([name, ms]) => `${name} ${ms} ms`).join(", "),
  };
}

/** Check 8: 64 page requests at once at a server whose pool is one connection. */
async function pagesUnderSaturation(databaseUrl: string): Promise<Check> {
  const port = Number(process.env.MULTI_SATURATION_PORT ?? PORTS[1] + 1);
  const server = await startNext(port, { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: "1", PAGE_QUEUE_FACTOR: "1" });
  try {
    const paths = ["/", "/search?q=bench", "/products/bench-missing", "/cart"];
    const answers = await Promise.all(
      Array.from({ length: 64 }, async (_, n) => {
        const response = await fetch(`${server.base}${paths[n % paths.length]}`, { headers: PAGE_HEADERS });
        const text = await response.text();
        return { status: response.status, busy: response.status === 503 && response.headers.get("retry-after") === "1" && text.includes("The shop is busy") };
      }),
    );
    const statuses = count(answers.map((a) => a.status));
    const served = answers.filter((a) => a.status === 200 || a.status === 404).length;
    const turnedAway = answers.filter((a) => a.busy).length;
    return {
      name: "64 pages at once at a pool of one: some turned away with the 503 busy page, some served, none 500",
      ok: served + turnedAway === answers.length && served > 0 && turnedAway > 0,
      detail: `statuses ${JSON.stringify(statuses)}; ${served} served, ${turnedAway} turned away with the busy page`,
    };
  } finally {
    await server.stop();
  }
}

/** Bytes in `.next/cache` (Next's disk caches), or 0 when there is none. */
function diskCacheBytes(): number {
  const dir = path.join(process.cwd(), ".next", "cache");
  if (!fs.existsSync(dir)) return 0;
  return Number(execFileSync("du", ["-sb", dir], { encoding: "utf8" }).split("\t")[0]);
}

/** Resident memory of a server's process group (kB). */
function residentKb(server: Server): number {
  const out = execFileSync("ps", ["-o", "rss=", "-g", String(server.child.pid)], { encoding: "utf8" });
  return out.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
}

/**
 * Check 6: distinct search terms, as pages and as catalog searches, on A: 1,000 of one term, then two rounds of
 * 1,000 distinct. The second round is measured against the first, not against the one term: a store that keeps
 * what it is given grows with every round (1,000 distinct added ~146 MB before the store was bounded), while two
 * readings of resident memory minutes apart differ by what the collector happened to leave (a first round's
 * growth over the one term was 6–91 MB, run to run).
 */
async function searchesStayBounded(a: Server, shopper: string): Promise<Check> {
  const search = async (term: string) => {
    await (await fetch(`${a.base}/search?q=${term}`, { headers: PAGE_HEADERS })).text();
    await getJson(a.base, `/catalog/search?q=${term}`, shopper);
  };
  const batch = async (term: (n: number) => string) => {
    for (let n = 0; n < 1000; n += 8) await Promise.all(Array.from({ length: 8 }, (_, i) => search(term(n + i))));
  };
  const start = residentKb(a);
  await batch(() => "baseline");
  const [diskBefore, oneTerm] = [diskCacheBytes(), residentKb(a)];
  const tag = randomUUID().slice(0, 4);
  await batch((n) => `bounded${n}x${tag}`);
  const firstRound = residentKb(a);
  await batch((n) => `bounded${n + 1000}x${tag}`);
  const [diskAfter, secondRound] = [diskCacheBytes(), residentKb(a)];
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  return {
    name: "2,000 distinct searches leave .next/cache unchanged, and memory stops growing",
    ok: diskAfter === diskBefore && (secondRound - firstRound) / 1024 < 64,
    detail: `.next/cache ${diskBefore} → ${diskAfter} bytes; resident memory ${mb(start)} MB, ${mb(oneTerm)} MB after one term 1,000 times, ${mb(firstRound)} MB after 1,000 distinct, ${mb(secondRound)} MB after 2,000`,
  };
}

function count(values: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
