// Add-to-cart speed against `next start` (a production build), on PGlite and on PostgreSQL, beside
// two baselines measured in the same run:
//   bare   a node:http server answering with the same bytes as an add-to-cart response
//   floor  a Next route handler answering with those precomputed bytes (bench/support/floor-response.ts), on a
//          static path (/v2/bench/floor: the framework floor the targets are judged against) and on a
//          path shaped like add-to-cart's (/v2/bench/floor/{id}/items: what Next's dynamic matching adds)
// Each is driven by 16 and 64 keep-alive connections (add-to-cart also by 1: latency without queueing),
// each connection sending its next request when the last answer is in. Add-to-cart runs into an empty
// cart (every request a new cart id: the first add) and into a cart of 99 lines (each connection its
// own cart; the add grows one of its lines, so every answer carries 99 lines).
//
// All servers run at once, idle but for the one measured; every scenario runs once per round, in
// interleaved rounds (within a round, one connection count's scenarios back to back), and the figures
// are the medians over the rounds; the targets' ratios are taken within each round, then their median,
// so that the machine's drift weighs on every target alike. Prints a table and writes
// bench/results/cart-<time>.json.
//
//   npm run bench:cart
//   BENCH_SECONDS=5 BENCH_ROUNDS=3 DRIVERS=pglite,postgres npm run bench:cart
//   BENCH_PORTS=3207,3208,3209,3210,3211 (PGlite, PostgreSQL, bare, PGlite with limits, PostgreSQL with limits)
//   PG_ADMIN_URL=postgres://… · REBUILD=1
//   BENCH_LIMITS=off|on|both: the rate and sign-in limits off (the default), at their defaults, or both (each
//   driver's server twice, "<driver>" with limits off and "<driver>+limits" at the defaults, measured in the
//   same interleaved rounds). Limits at their defaults (100 requests a second per address and per token)
//   would refuse one client's flood, so every add is sent as one of CLIENTS simulated clients (its own
//   token and its own address, told by X-Forwarded-For to servers that trust one proxy hop), each well
//   under its limit: the figures measure what the limiter costs, not its refusals. All targets get the
//   same requests.
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// The floor routes exist only in the bench's own build (next.config.mjs: .next-bench); set before any server starts.
process.env.CARTWRIGHT_BENCH_BUILD = "1";

import { ensureFreshBuild, freshDatabase, load, makeProducts, postJson, startNext, tempDataDir, token, type LoadResult, type Server } from "./support/servers";
import { FLOOR_PATH, floorPathWithId, median, medianRatio } from "./support/rounds";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = [16, 64];
const ADD_CONNECTIONS = [1, ...CONNECTIONS];
const DRIVERS = (process.env.DRIVERS ?? "pglite,postgres").split(",");
const [PGLITE_PORT, PG_PORT, BARE_PORT, PGLITE_LIMITS_PORT = 3210, PG_LIMITS_PORT = 3211] = (process.env.BENCH_PORTS ?? "3207,3208,3209,3210,3211").split(",").map(Number);
const LIMITS = process.env.BENCH_LIMITS ?? "off";
if (!["off", "on", "both"].includes(LIMITS)) throw new Error(`BENCH_LIMITS must be off, on or both, not ${LIMITS}`);
/** Each driver's servers: [target name, limits on?]. */
const VARIANTS: [string, boolean][] = [
  ...(LIMITS === "on" ? [] : [["", false] as [string, boolean]]),
  ...(LIMITS === "off" ? [] : [["+limits", true] as [string, boolean]]),
];
const TARGETS = DRIVERS.flatMap((driver) => VARIANTS.map(([suffix]) => `${driver}${suffix}`));
/** Simulated clients, each its own token and address (see the header). */
const CLIENTS = 64;
/** Settings of a server with the limits at their defaults (none of the limit variables set) behind one proxy hop. */
const limitsEnv = (on: boolean): Record<string, string> =>
  on ? { RATE_LIMIT_PER_SECOND: "", RATE_LIMIT_BURST: "", SIGN_IN_ATTEMPTS_PER_MINUTE: "", TRUSTED_PROXIES: "1" } : { TRUSTED_PROXIES: "1" };
/** The client a connection's n-th request comes from. */
const client = (conn: number, n: number) => (conn * 31 + n) % CLIENTS;
const clientAddress = (i: number) => `10.23.${i >> 8}.${i & 255}`;

const EMPTY = "add, empty cart";
const FULL = "add, cart of 99 lines";
const BARE = "node:http, same bytes";
const FLOOR = "Next route, same bytes";
const DYNAMIC_FLOOR = "Next route /{id}/items";
const READ_FULL = "GET cart ?include=items, 99 lines";

type Request = Parameters<typeof load>[2];
type Scenario = { target: string; scenario: string; connections: number; base: string; request: (round: number) => Request };
type Row = { target: string; scenario: string; connections: number; rps: number; p50: number; p99: number; rounds: LoadResult[] };

const jsonHeaders = (bearer: string) => ({ "content-type": "application/json", authorization: `Bearer ${bearer}` });

/** Products, tokens and one 99-line cart per connection on a server; the add-to-cart scenarios of that server. */
async function addScenarios(server: Server, target: string, tag: string): Promise<{ scenarios: Scenario[]; sample: string }> {
  const admin = await token(server.base, true);
  const shopper = await token(server.base);
  const products = await makeProducts(server.base, admin, 100, tag);
  const clientTokens = await Promise.all(Array.from({ length: CLIENTS }, () => token(server.base)));
  /** The headers of a connection's n-th request: one simulated client's token and address. */
  const clientHeaders = (conn: number, n: number) => {
    const i = client(conn, n);
    return { ...jsonHeaders(clientTokens[i]), "x-forwarded-for": clientAddress(i) };
  };
  const fullCarts: string[] = [];
  for (let c = 0; c < Math.max(...CONNECTIONS); c++) {
    const cartId = `bench-full-${tag}-${c}`;
    const data = products.slice(0, 99).map((id) => ({ type: "cart_item", id, quantity: 1 }));
    const response = await postJson(server.base, `/v2/carts/${cartId}/items`, shopper, { data });
    if (response.status !== 201 || response.body.data.length !== 99) throw new Error(`99-line cart: ${response.status}`);
    fullCarts.push(cartId);
  }
  const addBody = JSON.stringify({ data: { type: "cart_item", id: products[99], quantity: 1 } });
  // The bytes of a real add-to-cart answer (one line) for the baselines.
  const sample = (await postJson(server.base, `/v2/carts/bench-sample-${tag}/items`, shopper, JSON.parse(addBody))).text;
  const scenarios: Scenario[] = [];
  // EP's storefront reads the cart with its items on every cart page and header (GET …?include=items).
  for (const connections of CONNECTIONS) {
    scenarios.push({
      target,
      scenario: READ_FULL,
      connections,
      base: server.base,
      request: () => (conn, n) => ({ path: `/v2/carts/${fullCarts[conn]}?include=items`, body: "", headers: clientHeaders(conn, n), method: "GET" }),
    });
  }
  for (const connections of ADD_CONNECTIONS) {
    scenarios.push({
      target,
      scenario: EMPTY,
      connections,
      base: server.base,
      request: (round) => (conn, n) => ({ path: `/v2/carts/e-${tag}-${connections}-${round + 1}-${conn}-${n}/items`, body: addBody, headers: clientHeaders(conn, n) }),
    });
    scenarios.push({
      target,
      scenario: FULL,
      connections,
      base: server.base,
      request: () => (conn, n) => ({
        path: `/v2/carts/${fullCarts[conn]}/items`,
        body: JSON.stringify({ data: { type: "cart_item", id: products[(conn + n) % 99], quantity: 1 } }),
        headers: clientHeaders(conn, n),
      }),
    });
  }
  return { scenarios, sample };
}

async function main() {
  ensureFreshBuild();
  const floorFile = path.join(tempDataDir("cartwright-bench"), "add-response.json");
  const servers: Server[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let bare: ChildProcess | undefined;
  const scenarios: Scenario[] = [];
  try {
    let sample = "";
    for (const [suffix, limits] of VARIANTS) {
      if (DRIVERS.includes("pglite")) {
        const dataDir = tempDataDir("cartwright-bench-pglite");
        cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
        const server = await startNext(limits ? PGLITE_LIMITS_PORT : PGLITE_PORT, { DATA_DIR: dataDir, BENCH_FLOOR_FILE: floorFile, ...limitsEnv(limits) });
        servers.push(server);
        const prepared = await addScenarios(server, `pglite${suffix}`, limits ? "LL" : "L");
        scenarios.push(...prepared.scenarios);
        sample ||= prepared.sample;
      }
      if (DRIVERS.includes("postgres")) {
        const database = await freshDatabase("cw_bench");
        cleanups.push(database.drop);
        const server = await startNext(limits ? PG_LIMITS_PORT : PG_PORT, { DATABASE_URL: database.url, BENCH_FLOOR_FILE: floorFile, ...limitsEnv(limits) });
        servers.push(server);
        const prepared = await addScenarios(server, `postgres${suffix}`, limits ? "PL" : "P");
        scenarios.push(...prepared.scenarios);
        sample ||= prepared.sample;
      }
    }
    fs.writeFileSync(floorFile, sample);
    bare = fork(path.join(import.meta.dirname, "support", "bare-server.mjs"), [String(BARE_PORT), floorFile], { stdio: "inherit" });
    await new Promise((resolve) => bare!.once("message", resolve));
    const baselineHeaders = { "content-type": "application/json", authorization: "Bearer x" };
    const body = JSON.stringify({ data: { type: "cart_item", id: "00000000-0000-4000-8000-000000000000", quantity: 1 } });
    for (const connections of CONNECTIONS) {
      scenarios.unshift(
        { target: "bare", scenario: BARE, connections, base: `http://127.0.0.1:${BARE_PORT}`, request: () => () => ({ path: "/v2/carts/x/items", body, headers: baselineHeaders }) },
        { target: "floor", scenario: FLOOR, connections, base: servers[0].base, request: () => () => ({ path: FLOOR_PATH, body, headers: baselineHeaders }) },
        {
          target: "floor",
          scenario: DYNAMIC_FLOOR,
          connections,
          base: servers[0].base,
          request: (round) => (conn, n) => ({ path: floorPathWithId(`f-${connections}-${round + 1}-${conn}-${n}`), body, headers: baselineHeaders }),
        },
      );
    }
    // Within a round, the scenarios of one connection count run back to back (baselines first), so that
    // the ratios the targets are judged on compare windows seconds apart, not minutes.
    scenarios.sort((a, b) => a.connections - b.connections);

    // A warm-up pass (not counted): first requests compile routes and fill caches.
    for (const s of scenarios) await load(s.base, { connections: s.connections, seconds: 1, warmupSeconds: 0 }, s.request(-1));
    const results = new Map<Scenario, LoadResult[]>();
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`round ${round + 1} of ${ROUNDS} (load average ${os.loadavg()[0].toFixed(1)})`);
      for (const s of scenarios) {
        const result = await load(s.base, { connections: s.connections, seconds: SECONDS, warmupSeconds: 1 }, s.request(round));
        results.set(s, [...(results.get(s) ?? []), result]);
        const other = Object.entries(result.statuses).filter(([status]) => !status.startsWith("2"));
        console.log(
          `  ${s.target.padEnd(8)} ${s.scenario.padEnd(22)} c=${String(s.connections).padEnd(3)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms${other.length ? `  not 2xx: ${JSON.stringify(Object.fromEntries(other))}` : ""}`,
        );
      }
    }
    const rows: Row[] = scenarios.map((s) => {
      const rounds = results.get(s)!;
      return {
        target: s.target,
        scenario: s.scenario,
        connections: s.connections,
        rps: median(rounds.map((r) => r.rps)),
        p50: median(rounds.map((r) => r.p50)),
        p99: median(rounds.map((r) => r.p99)),
        rounds,
      };
    });
    report(rows);
  } finally {
    bare?.kill();
    await Promise.all(servers.map((s) => s.stop()));
    for (const cleanup of cleanups) await cleanup();
  }
}

function report(rows: Row[]) {
  const find = (target: string, scenario: string, c: number) => rows.find((r) => r.target === target && r.scenario === scenario && r.connections === c);
  console.log(`\nmedians of ${ROUNDS} rounds of ${SECONDS} s\n`);
  console.log("| target | scenario | connections | req/s | p50 ms | p99 ms | not 2xx |\n|---|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const failed = r.rounds.reduce((sum, round) => sum + Object.entries(round.statuses).reduce((n, [status, count]) => n + (status.startsWith("2") ? 0 : count), 0), 0);
    console.log(`| ${r.target} | ${r.scenario} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${failed} |`);
  }
  // The targets are judged round by round (support/rounds.ts medianRatio).
  const perRound = (a: Row, b: Row, value: (r: LoadResult) => number) => medianRatio(a.rounds.map(value), b.rounds.map(value));
  const targets: Record<string, number> = {};
  console.log("");
  for (const c of ADD_CONNECTIONS) {
    const floor = find("floor", FLOOR, c);
    const dynamicFloor = find("floor", DYNAMIC_FLOOR, c);
    for (const target of TARGETS) {
      const empty = find(target, EMPTY, c);
      const full = find(target, FULL, c);
      if (floor && dynamicFloor && empty) {
        const share = perRound(empty, floor, (r) => r.rps);
        const dynamicShare = perRound(empty, dynamicFloor, (r) => r.rps);
        targets[`c=${c} ${target} throughput share of the floor`] = share;
        console.log(
          `c=${c} ${target}: add-to-cart throughput = ${(100 * share).toFixed(0)}% of the framework floor (target ≥ 50% on postgres); ${(100 * dynamicShare).toFixed(0)}% of the floor on a /{id}/items path`,
        );
      }
      const read = find(target, READ_FULL, c);
      if (floor && read) {
        const share = perRound(read, floor, (r) => r.rps);
        targets[`c=${c} ${target} GET include=items share of the floor`] = share;
        console.log(`c=${c} ${target}: GET cart ?include=items (99 lines) throughput = ${(100 * share).toFixed(0)}% of the framework floor (floor 50%)`);
      }
      if (empty && full) {
        const ratio = perRound(full, empty, (r) => r.p50);
        targets[`c=${c} ${target} p50 99 lines / empty`] = ratio;
        console.log(`c=${c} ${target}: p50 with 99 lines = ${ratio.toFixed(2)} × p50 of an empty cart (target ≤ 1.5)`);
      }
    }
  }
  const dir = path.join("bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `cart-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() };
  fs.writeFileSync(file, JSON.stringify({ seconds: SECONDS, rounds: ROUNDS, limits: LIMITS, machine, targets, rows }, null, 2));
  console.log(`\nwritten to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
