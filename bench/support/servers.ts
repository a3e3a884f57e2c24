// What the benches and the multi-instance check share: a fresh production build, `next start`
// processes on a chosen port and database, throwaway PostgreSQL databases, tokens, and a keep-alive
// load generator that reports throughput and latency percentiles.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const CLIENT_ID = process.env.STORE_CLIENT_ID ?? "cartwright-dev-client";
export const CLIENT_SECRET = process.env.STORE_CLIENT_SECRET ?? "cartwright-dev-secret";

const SOURCES = ["app", "lib", "components", "bench/support/floor-response.ts", "proxy.ts", "instrumentation.ts", "next.config.mjs", "package.json"];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Builds the app unless its build folder holds a build newer than every source file (REBUILD=1 forces it).
 * With CARTWRIGHT_BENCH_BUILD=1 in the environment this is the bench's build (next.config.mjs), in .next-bench.
 */
export function ensureFreshBuild() {
  const buildId = `${process.env.CARTWRIGHT_BENCH_BUILD === "1" ? ".next-bench" : ".next"}/BUILD_ID`;
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const stale = SOURCES.some((s) => newestMtime(s) > built);
  if (!stale && process.env.REBUILD !== "1") return;
  console.log("building the app (next build)…");
  const result = spawnSync("npx", ["next", "build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DATABASE_URL: "" } });
  if (result.status !== 0) throw new Error("next build failed");
}

export type Server = { port: number; base: string; child: ChildProcess; stop: () => Promise<void> };

/** Refuses a port something already listens on (its /healthz could pass for ours). */
async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is in use: choose others (see the bench's header)`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** A port nothing listens on now, chosen by the system (for a server whose port no one needs to know ahead). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `next start` on `port` (its own process group), waiting until `readyPath` (/healthz) answers 200. With `output`,
 * everything the server writes (stdout and stderr) goes there instead of to this process's stderr. `cwd`: the app
 * to start, this project by default.
 */
export async function startNext(
  port: number,
  env: Record<string, string>,
  output?: (text: string) => void,
  { cwd, readyPath = "/healthz" }: { cwd?: string; readyPath?: string } = {},
): Promise<Server> {
  await assertPortFree(port);
  // As `npm start` runs it: idle connections kept for a minute (docs/operations.md "Production").
  const child = spawn("npx", ["next", "start", "-p", String(port), "--keepAliveTimeout", "65000"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", RATE_LIMIT_PER_SECOND: "0", SIGN_IN_ATTEMPTS_PER_MINUTE: "0", SHOPPER_ORDER_LIMITS: "off", DEMO_STORE: "off", ...env },
    stdio: ["ignore", output ? "pipe" : "ignore", output ? "pipe" : "inherit"],
    detached: true,
    cwd,
  });
  if (output) for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => output(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start on ${port} did not become healthy`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { port, base, child, stop };
}

/** A fresh PostgreSQL database; `drop()` removes it. */
export async function freshDatabase(prefix: string): Promise<{ url: string; analyze: () => Promise<void>; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Statistics of every table, as autovacuum keeps them in a running store: a bench that fills a new database in
     * minutes would otherwise measure plans made on none (docs/benchmarks.md, "Checkout and payment"). */
    analyze: async () => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      await c.query("analyze");
      await c.end();
    },
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export const tempDataDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));

export async function token(base: string, admin = false): Promise<string> {
  const form = new URLSearchParams({ grant_type: admin ? "client_credentials" : "implicit", client_id: CLIENT_ID });
  if (admin) form.set("client_secret", CLIENT_SECRET);
  const response = await fetch(`${base}/oauth/access_token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  if (response.status !== 200) throw new Error(`token: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function postJson(base: string, pathname: string, bearer: string, body: unknown) {
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text, headers: response.headers };
}

export async function getJson(base: string, pathname: string, bearer: string) {
  const response = await fetch(`${base}${pathname}`, { headers: { authorization: `Bearer ${bearer}` } });
  return { status: response.status, body: await response.json() };
}

/** Creates `count` live products (USD and EUR prices) through the administrators' API; returns their ids. */
export async function makeProducts(base: string, admin: string, count: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await postJson(base, "/pcm/products", admin, {
      data: {
        type: "product",
        attributes: {
          name: `Bench product ${tag} ${i}`,
          sku: `BENCH-${tag}-${i}`,
          slug: `bench-${tag.toLowerCase()}-${i}`,
          price: { USD: { amount: 1000 + i, includes_tax: false }, EUR: { amount: 900 + i, includes_tax: false } },
        },
      },
    });
    if (response.status !== 201) throw new Error(`product: ${response.status} ${response.text}`);
    ids.push(response.body.data.id);
  }
  return ids;
}

export type LoadResult = {
  connections: number;
  seconds: number;
  /** Answered with 2xx; `statuses` counts every answer (0: no answer). */
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Keeps `connections` keep-alive connections busy for `seconds` (after `warmupSeconds` not counted):
 * each connection sends its next request as soon as the previous answer is read. `request(conn, n)`
 * says what to send. Latency in milliseconds. `atWindowEdges` is called when the counted seconds start and
 * when they end (once each), for a reading taken over exactly those seconds (bench/support/process-cpu.ts).
 */
export async function load(
  base: string,
  options: { connections: number; seconds: number; warmupSeconds?: number; atWindowEdges?: () => void },
  request: (conn: number, n: number) => { path: string; body: string; headers: Record<string, string>; method?: "GET" | "POST" },
): Promise<LoadResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const warmupEnd = Date.now() + (options.warmupSeconds ?? 2) * 1000;
  const end = warmupEnd + options.seconds * 1000;
  const send = (spec: { path: string; body: string; headers: Record<string, string>; method?: "GET" | "POST" }) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: spec.method ?? "POST",
          path: spec.path,
          agent,
          headers: { ...spec.headers, "content-length": spec.method === "GET" ? 0 : Buffer.byteLength(spec.body) },
        },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => resolve(res.statusCode ?? 0));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(spec.method === "GET" ? undefined : spec.body);
    });
  const worker = async (conn: number) => {
    for (let n = 0; Date.now() < end; n++) {
      const started = performance.now();
      let status: number;
      try {
        status = await send(request(conn, n));
      } catch {
        status = 0;
      }
      if (Date.now() >= warmupEnd && Date.now() < end) {
        // Only answers that did the work count toward throughput and latency; the others are reported.
        if (status >= 200 && status < 300) latencies.push(performance.now() - started);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      if (status === 0) await new Promise((r) => setTimeout(r, 10));
    }
  };
  const atEdge = options.atWindowEdges;
  const edges = atEdge
    ? [warmupEnd, end].map((at) => {
        let called = false;
        const call = () => {
          if (called) return;
          called = true;
          atEdge();
        };
        return { call, timer: setTimeout(call, at - Date.now()) };
      })
    : [];
  await Promise.all(Array.from({ length: options.connections }, (_, c) => worker(c)));
  // Each connection's last answer comes after the window's end, so both edges have been called by now, unless a
  // stalled event loop held a timer back: then it is called here, still once and in order.
  for (const edge of edges) {
    clearTimeout(edge.timer);
    edge.call();
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    connections: options.connections,
    seconds: options.seconds,
    requests: latencies.length,
    rps: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}
