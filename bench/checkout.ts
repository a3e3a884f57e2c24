// Checkout and payment speed against `next start` (a production build) on PostgreSQL, beside the framework floor
// measured in the same run (a Next route handler answering with the precomputed bytes of a checkout answer,
// bench/support/floor-response.ts): on a static path (/v2/bench/floor: the floor the targets are judged against) and
// on a path of checkout's shape (/v2/bench/floor/{id}/items: what Next's matching of a dynamic segment adds, which
// checkout and payment pay too). Scenarios, each driven by 16 keep-alive connections:
//   checkout   POST /v2/carts/{id}/checkout of a 3-line cart (EP keeps a checked-out cart, so carts are reused)
//   payment    POST /v2/orders/{id}/payments (manual gateway, purchase) of an unpaid order (a fresh one each time)
// "checkout + payment" is the two in sequence: its p50 is the sum of theirs, its throughput one over the sum of
// their per-request times. Then the floor and checkout again at 64 connections, for their p99 (the target: checkout's
// p99 at most 3 x the floor's). Interleaved rounds, medians over the rounds; prints a table, the CPU each request cost
// the server, PostgreSQL and the bench's own load client (bench/support/process-cpu.ts, on Linux), and writes
// bench/results/checkout-<time>.json.
//
//   npm run bench:checkout
//   BENCH_SECONDS=5 BENCH_ROUNDS=3 ORDERS=17200 npm run bench:checkout
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// The floor route exists only in the bench's own build (next.config.mjs: .next-bench); set before any server starts.
process.env.CARTWRIGHT_BENCH_BUILD = "1";

import { ensureFreshBuild, freshDatabase, load, makeProducts, postJson, startNext, tempDataDir, token, type LoadResult } from "./support/servers";
import { FLOOR_PATH, floorPathWithId, median, medianRatio } from "./support/rounds";
import { canMeasureCpu, cpuPerRequest, cpuSnapshot, type CpuPerRequest, type CpuSnapshot } from "./support/process-cpu";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const MANY_CONNECTIONS = 64;
const CARTS = 64;
// One unpaid order per payment: enough for every round's payments (and their warm-ups) at up to 900 a second, about
// the floor's rate (a quiet run paid 567 a second and ran past 10,000 in its third round).
const ORDERS = Number(process.env.ORDERS ?? (SECONDS + 1) * ROUNDS * 900 + 1000);
const PORT = Number(process.env.BENCH_PORT ?? 3210);

const CHECKOUT = "checkout, 3-line cart";
const PAYMENT = "payment, manual purchase";
const FLOOR = "Next route, same bytes";
const DYNAMIC_FLOOR = "the same, on a /{id}/… path";

const checkoutBody = JSON.stringify({
  data: {
    customer: { name: "Bench Shopper", email: "bench@example.com" },
    billing_address: { first_name: "Ada", last_name: "Lovelace", line_1: "1 Bench St", city: "London", postcode: "SW1A 1AA", country: "GB" },
    shipping_address: { first_name: "Ada", last_name: "Lovelace", line_1: "1 Bench St", city: "London", postcode: "SW1A 1AA", country: "GB" },
  },
});
const paymentBody = JSON.stringify({ data: { gateway: "manual", method: "purchase" } });

/** A round of a scenario: its load, and the CPU each request cost (where the machine lets the bench read it). */
type Measured = LoadResult & { cpu?: CpuPerRequest };

/** Runs `work` for each of `count` indexes, `parallel` at a time. */
async function inParallel(count: number, parallel: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < count) await work(next++);
  }));
}

async function main() {
  ensureFreshBuild();
  const floorFile = path.join(tempDataDir("cartwright-bench"), "checkout-response.json");
  const database = await freshDatabase("cw_bench_checkout");
  const server = await startNext(PORT, { DATABASE_URL: database.url, BENCH_FLOOR_FILE: floorFile });
  try {
    const admin = await token(server.base, true);
    const shopper = await token(server.base);
    // The payment scenario pays as a shopper, as EP's storefront does: the store enables the manual gateway for it.
    const manual = await fetch(`${server.base}/v2/gateways/manual`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({ data: { enabled: true } }),
    });
    if (manual.status !== 200) throw new Error(`enabling the manual gateway: ${manual.status}`);
    const products = await makeProducts(server.base, admin, 3, "C");
    const carts = Array.from({ length: CARTS }, (_, i) => `bench-checkout-${i}`);
    for (const cartId of carts) {
      const added = await postJson(server.base, `/v2/carts/${cartId}/items`, shopper, { data: products.map((id, i) => ({ type: "cart_item", id, quantity: i + 1 })) });
      if (added.status !== 201 || added.body.data.length !== 3) throw new Error(`3-line cart: ${added.status}`);
    }
    const sample = await postJson(server.base, `/v2/carts/${carts[0]}/checkout`, shopper, JSON.parse(checkoutBody));
    if (sample.status !== 201) throw new Error(`checkout: ${sample.status} ${sample.text}`);
    fs.writeFileSync(floorFile, sample.text);

    // Unpaid orders for the payment scenario, one per payment.
    console.log(`placing ${ORDERS} orders to pay…`);
    const orders: string[] = [];
    await inParallel(ORDERS, 8, async (i) => {
      const placed = await postJson(server.base, `/v2/carts/${carts[i % CARTS]}/checkout`, shopper, JSON.parse(checkoutBody));
      if (placed.status !== 201) throw new Error(`checkout: ${placed.status}`);
      orders.push(placed.body.data.id);
    });

    // A store that has taken 17,000 orders has statistics of its tables (autovacuum's): plans made on none are not
    // what a running store gets (docs/benchmarks.md, "Checkout and payment").
    await database.analyze();

    const headers = { "content-type": "application/json", authorization: `Bearer ${shopper}` };
    let cartTurn = 0;
    let orderTurn = 0;
    const scenarios: { scenario: string; request: (conn: number, n: number) => { path: string; body: string; headers: Record<string, string> } }[] = [
      { scenario: FLOOR, request: () => ({ path: FLOOR_PATH, body: checkoutBody, headers }) },
      { scenario: DYNAMIC_FLOOR, request: () => ({ path: floorPathWithId(carts[cartTurn++ % CARTS]), body: checkoutBody, headers }) },
      { scenario: CHECKOUT, request: () => ({ path: `/v2/carts/${carts[cartTurn++ % CARTS]}/checkout`, body: checkoutBody, headers }) },
      // Past the last prepared order, a payment is refused (422) and shows under "not 2xx".
      { scenario: PAYMENT, request: () => ({ path: `/v2/orders/${orders[orderTurn++ % orders.length]}/payments`, body: paymentBody, headers }) },
    ];
    for (const s of scenarios) await load(server.base, { connections: CONNECTIONS, seconds: 1, warmupSeconds: 0 }, s.request);
    const results = new Map<string, Measured[]>();
    const many = new Map<string, Measured[]>();
    const measure = async (into: Map<string, Measured[]>, s: (typeof scenarios)[number], connections: number) => {
      // The CPU of the counted seconds only: a snapshot as they start and another as they end.
      const snapshots: CpuSnapshot[] = [];
      const atWindowEdges = canMeasureCpu() ? () => void snapshots.push(cpuSnapshot(server.child.pid!)) : undefined;
      const result = await load(server.base, { connections, seconds: SECONDS, warmupSeconds: 1, atWindowEdges }, s.request);
      const answered = Object.values(result.statuses).reduce((sum, count) => sum + count, 0);
      const cpu = snapshots.length === 2 ? cpuPerRequest(snapshots[0], snapshots[1], answered) : undefined;
      into.set(s.scenario, [...(into.get(s.scenario) ?? []), { ...result, cpu }]);
      const other = Object.entries(result.statuses).filter(([status]) => !status.startsWith("2"));
      const cpuText = cpu ? `  CPU/req: server ${cpu.server.toFixed(2)} ms, postgres ${cpu.postgres.toFixed(2)} ms, client ${cpu.client.toFixed(2)} ms` : "";
      console.log(`  ${`${s.scenario} (${connections})`.padEnd(31)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms${cpuText}${other.length ? `  not 2xx: ${JSON.stringify(Object.fromEntries(other))}` : ""}`);
    };
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`round ${round + 1} of ${ROUNDS} (load average ${os.loadavg()[0].toFixed(1)})`);
      for (const s of scenarios) await measure(results, s, CONNECTIONS);
      for (const s of scenarios.filter((s) => s.scenario === FLOOR || s.scenario === CHECKOUT)) await measure(many, s, MANY_CONNECTIONS);
    }
    report(results, many);
  } finally {
    await server.stop();
    await database.drop();
  }
}

function report(results: Map<string, Measured[]>, many: Map<string, Measured[]>) {
  const of = (scenario: string) => results.get(scenario)!;
  const floor = of(FLOOR);
  const dynamicFloor = of(DYNAMIC_FLOOR);
  const checkout = of(CHECKOUT);
  const payment = of(PAYMENT);
  // Both steps in sequence, round by round: time per order is the sum of the two steps' times per request.
  const both = checkout.map((c, i) => ({ rps: 1 / (1 / c.rps + 1 / payment[i].rps), p50: c.p50 + payment[i].p50 }));
  const shareOf = (scenario: { rps: number }[], reference: { rps: number }[]) => medianRatio(scenario.map((r) => r.rps), reference.map((r) => r.rps));
  const rows = [
    { scenario: FLOOR, rps: median(floor.map((r) => r.rps)), p50: median(floor.map((r) => r.p50)), share: 1 },
    { scenario: DYNAMIC_FLOOR, rps: median(dynamicFloor.map((r) => r.rps)), p50: median(dynamicFloor.map((r) => r.p50)), share: shareOf(dynamicFloor, floor) },
    { scenario: CHECKOUT, rps: median(checkout.map((r) => r.rps)), p50: median(checkout.map((r) => r.p50)), share: shareOf(checkout, floor), dynamicShare: shareOf(checkout, dynamicFloor) },
    { scenario: PAYMENT, rps: median(payment.map((r) => r.rps)), p50: median(payment.map((r) => r.p50)), share: shareOf(payment, floor), dynamicShare: shareOf(payment, dynamicFloor) },
    { scenario: "checkout + payment", rps: median(both.map((r) => r.rps)), p50: median(both.map((r) => r.p50)), share: shareOf(both, floor), dynamicShare: shareOf(both, dynamicFloor) },
  ];
  const refused = [...results.values(), ...many.values()].flat().reduce((sum, r) => sum + Object.entries(r.statuses).reduce((n, [s, count]) => n + (s.startsWith("2") ? 0 : count), 0), 0);
  console.log(`\npostgres, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${SECONDS} s\n`);
  // The targets are judged against the static floor; the share of the /{id}/… floor shows what is left once Next's
  // matching of a dynamic segment, which every API route with an id pays, is set aside.
  console.log("| scenario | req/s | p50 ms | share of the floor | share of the /{id}/… floor |\n|---|---:|---:|---:|---:|");
  const percent = (share: number | undefined) => (share === undefined ? "" : `${(100 * share).toFixed(0)}%`);
  for (const r of rows) console.log(`| ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${percent(r.share)} | ${percent("dynamicShare" in r ? r.dynamicShare : undefined)} |`);
  reportCpu(results);
  const floor64 = many.get(FLOOR)!;
  const checkout64 = many.get(CHECKOUT)!;
  const manyRows = [
    { scenario: FLOOR, rps: median(floor64.map((r) => r.rps)), p99: median(floor64.map((r) => r.p99)), p99Ratio: 1 },
    { scenario: CHECKOUT, rps: median(checkout64.map((r) => r.rps)), p99: median(checkout64.map((r) => r.p99)), p99Ratio: medianRatio(checkout64.map((r) => r.p99), floor64.map((r) => r.p99)) },
  ];
  console.log(`\npostgres, ${MANY_CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${SECONDS} s\n`);
  console.log("| scenario | req/s | p99 ms | p99 × the floor's |\n|---|---:|---:|---:|");
  for (const r of manyRows) console.log(`| ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p99.toFixed(1)} | ${r.p99Ratio.toFixed(1)} |`);
  console.log(`\nanswers not 2xx: ${refused}`);
  const dir = path.join("bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `checkout-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() };
  fs.writeFileSync(file, JSON.stringify({ seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, machine, rows, manyRows, results: Object.fromEntries(results), many: Object.fromEntries(many) }, null, 2));
  console.log(`written to ${file}`);
}

/**
 * The CPU each request cost the server, PostgreSQL and the load client (medians over the rounds), and the server's
 * against the floor's: a scenario at half the floor's rate may cost the server twice the floor's CPU at most, and it
 * shares the machine's cores with the other two (docs/benchmarks.md "Checkout and payment").
 */
function reportCpu(results: Map<string, Measured[]>) {
  const floor = results.get(FLOOR)!;
  if (floor.some((r) => !r.cpu)) return;
  const ms = (rounds: Measured[], of: keyof CpuPerRequest) => median(rounds.map((r) => r.cpu![of]));
  console.log(`\nCPU per request (ms, medians of ${ROUNDS} rounds; ${os.cpus().length} cores shared by all three)\n`);
  console.log("| scenario | server | PostgreSQL | load client | server × the floor's |\n|---|---:|---:|---:|---:|");
  for (const [scenario, rounds] of results) {
    const ratio = medianRatio(rounds.map((r) => r.cpu!.server), floor.map((r) => r.cpu!.server));
    console.log(`| ${scenario} | ${ms(rounds, "server").toFixed(2)} | ${ms(rounds, "postgres").toFixed(2)} | ${ms(rounds, "client").toFixed(2)} | ${ratio.toFixed(1)} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
