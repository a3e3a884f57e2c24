// Durability under kill -9: streams add-to-cart requests at a `next start` server, kills it with
// SIGKILL at a random moment, restarts it, and checks that every acknowledged line is there and no
// cart is half-changed. On PGlite (DATA_DIR) and on PostgreSQL (DATABASE_URL, a fresh database).
//
//   npm run bench:durability                 20 trials per driver
//   TRIALS=3 DRIVERS=pglite npm run bench:durability
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const TRIALS = Number(process.env.TRIALS ?? 20);
const DRIVERS = (process.env.DRIVERS ?? "pglite,postgres").split(",");
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const WORKERS = 4;
const PG_ADMIN = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BASE = `http://127.0.0.1:${PORT}`;

function ensureBuild() {
  if (fs.existsSync(".next/BUILD_ID") && process.env.REBUILD !== "1") return;
  const result = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("next build failed");
}

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn("npx", ["next", "start", "-p", String(PORT)], {
    env: { ...process.env, ...env, LOG_LEVEL: "error", RATE_LIMIT_PER_SECOND: "0", SIGN_IN_ATTEMPTS_PER_MINUTE: "0", DEMO_STORE: "off" },
    stdio: "ignore",
    detached: true,
  });
  return child;
}

function kill9(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
}

async function waitUntilUp(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

async function token(): Promise<string> {
  const response = await fetch(`${BASE}/oauth/access_token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=implicit&client_id=" + (process.env.STORE_CLIENT_ID ?? "cartwright-dev-client"),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

type TrialResult = { acknowledged: number; lost: number; halfChanged: number; inFlightApplied: number };

async function trial(n: number, env: Record<string, string>): Promise<TrialResult> {
  const server = startServer(env);
  await waitUntilUp();
  const bearer = await token();
  const acknowledged = new Map<string, Set<string>>();
  let stop = false;
  // The kill comes at a random moment once writes are flowing: a restarted server's first adds can take longer than
  // the whole random window on a busy machine, and a trial that acknowledged nothing proves nothing.
  let firstAcknowledged = () => {};
  const flowing = new Promise<void>((resolve) => (firstAcknowledged = resolve));
  const worker = async (w: number) => {
    const cartId = `dur-${n}-${w}`;
    acknowledged.set(cartId, new Set());
    for (let i = 0; !stop; i++) {
      const sku = `T${n}-W${w}-${i}`;
      try {
        const response = await fetch(`${BASE}/v2/carts/${cartId}/items`, {
          method: "POST",
          headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
          body: JSON.stringify({ data: { type: "custom_item", name: sku, sku, quantity: 2, price: { amount: 150 } } }),
        });
        if (response.status === 201) {
          acknowledged.get(cartId)!.add(sku);
          firstAcknowledged();
        } else await response.arrayBuffer();
      } catch {
        return; // the server is gone
      }
    }
  };
  const running = Array.from({ length: WORKERS }, (_, w) => worker(w));
  await Promise.race([flowing, new Promise((r) => setTimeout(r, 60_000))]);
  await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
  kill9(server);
  stop = true;
  await Promise.all(running);

  const restarted = startServer(env);
  try {
    await waitUntilUp();
    const bearer2 = await token();
    const result: TrialResult = { acknowledged: 0, lost: 0, halfChanged: 0, inFlightApplied: 0 };
    for (const [cartId, skus] of acknowledged) {
      const response = await fetch(`${BASE}/v2/carts/${cartId}/items`, { headers: { authorization: `Bearer ${bearer2}` } });
      const body = (await response.json()) as {
        data: { sku: string; quantity: number; value: { amount: number } }[];
        meta: { display_price: { with_tax: { amount: number } } };
      };
      const present = new Map(body.data.map((item) => [item.sku, item]));
      result.acknowledged += skus.size;
      for (const sku of skus) if (!present.has(sku)) result.lost++;
      for (const [sku, item] of present) {
        if (!skus.has(sku)) result.inFlightApplied++;
        // A half-applied add would show a line with a wrong quantity or value.
        if (item.quantity !== 2 || item.value.amount !== 300) result.halfChanged++;
      }
      const sum = body.data.reduce((s, i) => s + i.value.amount, 0);
      if (sum !== body.meta.display_price.with_tax.amount) result.halfChanged++;
    }
    return result;
  } finally {
    kill9(restarted);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function run(driver: string) {
  const env: Record<string, string> = {};
  let cleanup = async () => {};
  if (driver === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cartwright-durability-"));
    env.DATA_DIR = dir;
    env.DATABASE_URL = "";
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `cw_durability_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const totals: TrialResult = { acknowledged: 0, lost: 0, halfChanged: 0, inFlightApplied: 0 };
  try {
    for (let n = 0; n < TRIALS; n++) {
      const r = await trial(n, env);
      totals.acknowledged += r.acknowledged;
      totals.lost += r.lost;
      totals.halfChanged += r.halfChanged;
      totals.inFlightApplied += r.inFlightApplied;
      console.log(`${driver} trial ${n + 1}/${TRIALS}: acknowledged ${r.acknowledged}, lost ${r.lost}, half-changed ${r.halfChanged}`);
    }
  } finally {
    await cleanup();
  }
  console.log(
    `durability ${driver}: ${TRIALS} kill -9 trials, ${totals.acknowledged} acknowledged adds, lost writes = ${totals.lost}, half-changed carts = ${totals.halfChanged}, unacknowledged adds that landed = ${totals.inFlightApplied}`,
  );
  return totals;
}

ensureBuild();
let failed = false;
for (const driver of DRIVERS) {
  const totals = await run(driver);
  if (totals.lost > 0 || totals.halfChanged > 0) failed = true;
}
process.exit(failed ? 1 : 0);
