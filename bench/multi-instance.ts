// Concurrency across processes (docs/api.md "Carts"): two `next start` servers share one fresh PostgreSQL
// database, and the add-to-cart requests of each check alternate between them.
//   1. 50 parallel adds of one product at one cart      → one line of quantity 50
//   2. 150 parallel adds of distinct products, empty cart → exactly 100 lines and 50 refusals (422)
//   3. 50 parallel checkouts of carts each wanting 1 of the last 10 units of a product → exactly 10 orders,
//      40 "Insufficient stock" refusals, and the stock at 0 available, 10 allocated
//   4. 50 parallel checkouts of carts of a product without kept stock → 50 orders whose numbers are distinct and
//      consecutive, and every order of the store (the 10 of check 3 too) numbered #1001 onwards without a gap: the
//      40 refused checkouts of check 3 gave their numbers back (docs/orders.md "Order numbers")
// Exits non-zero when either check fails. Needs a production build (made when missing or stale).
//
//   npm run test:multi-instance                 (ports MULTI_PORTS, default 3205,3206)
//   SKIP_BUILD=1 npm run test:multi-instance    (CI: right after the e2e suite has built the app)
import { randomUUID } from "node:crypto";
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
  try {
    // Both start together: the migration advisory lock lets one migrate while the other waits.
    servers.push(...(await Promise.all(PORTS.map((port) => startNext(port, { DATABASE_URL: database.url })))));
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
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
  for (const check of checks) console.log(`${check.ok ? "ok  " : "FAIL"} ${check.name}: ${check.detail}`);
  if (checks.length < 4 || checks.some((c) => !c.ok)) process.exit(1);
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
