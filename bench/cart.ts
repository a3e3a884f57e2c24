// Add-to-cart speed against `next start` (a production build), on PGlite and on PostgreSQL, beside
// two baselines measured in the same run:
//   bare   a node:http server answering with the same bytes as an add-to-cart response
//   floor  a Next route handler answering with those precomputed bytes (app/(bench)/v2/bench/floor)
// Each is driven by 16 and 64 keep-alive connections (add-to-cart also by 1), each sending its next
// request when the last answer is in. Add-to-cart runs twice: into an empty cart (every request a new cart id: the first
// add) and into a cart of 99 lines (each connection its own cart; the add grows one of its lines, so
// every answer carries 99 lines). Prints the figures and writes bench/results/cart-<time>.json.
//
//   npm run bench:cart
//   BENCH_SECONDS=5 DRIVERS=postgres npm run bench:cart
//   BENCH_PORTS=3207,3208,3209 (next, next, bare) · PG_ADMIN_URL=postgres://… · REBUILD=1
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureFreshBuild, freshDatabase, load, makeProducts, postJson, startNext, tempDataDir, token, type LoadResult, type Server } from "./support/servers";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [16, 64];
// Add-to-cart also runs on one connection: latency without queueing.
const ADD_CONNECTIONS = [1, ...CONNECTIONS];
const DRIVERS = (process.env.DRIVERS ?? "pglite,postgres").split(",");
const [PGLITE_PORT, PG_PORT, BARE_PORT] = (process.env.BENCH_PORTS ?? "3207,3208,3209").split(",").map(Number);

type Row = { target: string; scenario: string } & LoadResult;
const rows: Row[] = [];

const jsonHeaders = (bearer: string) => ({ "content-type": "application/json", authorization: `Bearer ${bearer}` });

async function run(target: string, scenario: string, base: string, request: Parameters<typeof load>[2], connectionCounts = CONNECTIONS) {
  for (const connections of connectionCounts) {
    const result = await load(base, { connections, seconds: SECONDS }, request);
    rows.push({ target, scenario, ...result });
    const other = Object.entries(result.statuses).filter(([s]) => s !== "201");
    console.log(
      `${target.padEnd(8)} ${scenario.padEnd(22)} c=${String(connections).padEnd(3)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms${other.length ? `  non-201: ${JSON.stringify(Object.fromEntries(other))}` : ""}`,
    );
  }
}

/** The products, tokens and 99-line carts an add-to-cart run needs. */
async function prepare(server: Server, tag: string) {
  const admin = await token(server.base, true);
  const shopper = await token(server.base);
  const products = await makeProducts(server.base, admin, 100, tag);
  const fullCarts: string[] = [];
  for (let c = 0; c < Math.max(...CONNECTIONS); c++) {
    const cartId = `bench-full-${tag}-${c}`;
    const data = products.slice(0, 99).map((id) => ({ type: "cart_item", id, quantity: 1 }));
    const response = await postJson(server.base, `/v2/carts/${cartId}/items`, shopper, { data });
    if (response.status !== 201 || response.body.data.length !== 99) throw new Error(`99-line cart: ${response.status}`);
    fullCarts.push(cartId);
  }
  return { shopper, products, fullCarts };
}

async function addToCart(server: Server, target: string, tag: string, floorFile?: string) {
  const { shopper, products, fullCarts } = await prepare(server, tag);
  const headers = jsonHeaders(shopper);
  const addBody = JSON.stringify({ data: { type: "cart_item", id: products[99], quantity: 1 } });
  if (floorFile) {
    // The bytes of a real add-to-cart answer (one line) for both baselines.
    const sample = await postJson(server.base, `/v2/carts/bench-sample-${tag}/items`, shopper, JSON.parse(addBody));
    fs.writeFileSync(floorFile, sample.text);
  }
  const run_ = randomUUID().slice(0, 6);
  await run(target, "add, empty cart", server.base, (conn, n) => ({
    path: `/v2/carts/e-${run_}-${conn}-${n}/items`,
    body: addBody,
    headers,
  }), ADD_CONNECTIONS);
  await run(target, "add, cart of 99 lines", server.base, (conn, n) => ({
    path: `/v2/carts/${fullCarts[conn]}/items`,
    body: JSON.stringify({ data: { type: "cart_item", id: products[(conn + n) % 99], quantity: 1 } }),
    headers,
  }), ADD_CONNECTIONS);
  return addBody;
}

async function baselines(server: Server, floorFile: string, body: string) {
  const headers = { "content-type": "application/json", authorization: "Bearer x" };
  const bare = fork(path.join(import.meta.dirname, "support", "bare-server.mjs"), [String(BARE_PORT), floorFile], { stdio: "inherit" });
  await new Promise((resolve) => bare.once("message", resolve));
  try {
    await run("bare", "node:http, same bytes", `http://127.0.0.1:${BARE_PORT}`, () => ({ path: "/v2/carts/x/items", body, headers }));
  } finally {
    bare.kill();
  }
  await run("floor", "Next route, same bytes", server.base, () => ({ path: "/v2/bench/floor", body, headers }));
}

async function main() {
  ensureFreshBuild();
  const floorFile = path.join(tempDataDir("cartwright-bench"), "add-response.json");
  let addBody = "";
  let floorServer: Server | undefined;
  if (DRIVERS.includes("pglite")) {
    const dataDir = tempDataDir("cartwright-bench-pglite");
    const server = await startNext(PGLITE_PORT, { DATA_DIR: dataDir, BENCH_FLOOR_FILE: floorFile });
    try {
      addBody = await addToCart(server, "pglite", "L", floorFile);
      await baselines(server, floorFile, addBody);
      floorServer = server;
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (DRIVERS.includes("postgres")) {
    const database = await freshDatabase("cw_bench");
    const server = await startNext(PG_PORT, { DATABASE_URL: database.url, BENCH_FLOOR_FILE: floorFile });
    try {
      const body = await addToCart(server, "postgres", "P", floorServer ? undefined : floorFile);
      if (!floorServer) await baselines(server, floorFile, body);
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  report();
}

function report() {
  const find = (target: string, scenario: string, c: number) => rows.find((r) => r.target === target && r.scenario === scenario && r.connections === c);
  console.log("\n| target | scenario | connections | req/s | p50 ms | p99 ms |\n|---|---|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.target} | ${r.scenario} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`);
  }
  console.log("");
  for (const c of ADD_CONNECTIONS) {
    const floor = find("floor", "Next route, same bytes", c);
    for (const target of DRIVERS) {
      const empty = find(target, "add, empty cart", c);
      const full = find(target, "add, cart of 99 lines", c);
      if (floor && empty) console.log(`c=${c} ${target}: add-to-cart throughput = ${((100 * empty.rps) / floor.rps).toFixed(0)}% of the framework floor (target ≥ 50% on postgres)`);
      if (empty && full) console.log(`c=${c} ${target}: p50 with 99 lines = ${(full.p50 / empty.p50).toFixed(2)} × p50 of an empty cart (target ≤ 1.5)`);
    }
  }
  const dir = path.join("bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `cart-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, JSON.stringify({ seconds: SECONDS, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, rows }, null, 2));
  console.log(`\nwritten to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
