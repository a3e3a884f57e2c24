// With PostgreSQL unreachable, the API answers 503 + Retry-After within 2 s and recovers by itself; a
// connection lost mid-request (a terminated backend) is 503 too, never 500, and no acknowledged write is lost.
// Runs in the PostgreSQL suite (DATABASE_URL); the embedded database cannot go away.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "pg";
import { CART_ITEM_LIMIT } from "@/lib/commerce/carts/item-limit";
import { closeDb } from "@/lib/storage/db";
import { adminToken, call, implicitToken } from "../support/api";
import { startTcpProxy } from "../support/tcp-proxy";

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)("database outage", () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let token: string;
  const realUrl = process.env.DATABASE_URL ?? "";

  beforeAll(async () => {
    const url = new URL(realUrl);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    await closeDb();
    process.env.DATABASE_URL = url.toString();
    token = await implicitToken();
    await adminToken();
  });

  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = realUrl;
    await proxy.close();
  });

  async function timed(path: string) {
    const started = performance.now();
    const response = await call("GET", path, { token });
    return { ...response, ms: performance.now() - started };
  }

  /** Service returns by itself: polls until 200 (the circuit retries the database after 1 s). */
  async function recovered(path: string) {
    const started = performance.now();
    for (;;) {
      const response = await call("GET", path, { token });
      if (response.status === 200 || performance.now() - started > 5000) return { ...response, ms: performance.now() - started };
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("answers 503 with Retry-After quickly when the database refuses connections, then recovers", async () => {
    expect((await timed("/v2/carts/outage-1")).status).toBe(200);
    proxy.setMode("down");
    const down = await timed("/v2/carts/outage-1");
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("2");
    expect(down.body.errors[0]).toMatchObject({ status: 503, title: "Service Unavailable" });
    expect(JSON.stringify(down.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(down.ms).toBeLessThan(2000);
    // While the circuit is open, further requests are refused at once instead of waiting on the database.
    const fast = await timed("/v2/carts/outage-1");
    expect(fast.status).toBe(503);
    const health = await call("GET", "/healthz");
    expect(health.status).toBe(503);
    expect(health.body.database.status).toBe("down");

    proxy.setMode("up");
    const back = await recovered("/v2/carts/outage-1");
    expect(back.status).toBe(200);
    expect((await call("GET", "/healthz")).body.database.status).toBe("up");
  });

  it("does not hang when the database accepts connections but never answers", async () => {
    proxy.setMode("hang");
    // Let the pool notice its dropped connections, so this request must open a new one (which hangs).
    await new Promise((r) => setTimeout(r, 200));
    const hung = await timed("/v2/carts/outage-2");
    expect(hung.status).toBe(503);
    expect(hung.ms).toBeLessThan(2000);
    expect(hung.body.errors[0].title).toBe("Service Unavailable");
    proxy.setMode("up");
    expect((await recovered("/v2/carts/outage-2")).status).toBe(200);
  });

  it("answers 503, never 500, while backends are terminated during a load of adds, and loses no acknowledged write", async () => {
    proxy.setMode("up");
    await recovered("/v2/carts/outage-3");
    const url = new URL(realUrl);
    const database = url.pathname.slice(1);
    const killer = new Client({ connectionString: realUrl });
    await killer.connect();
    // Backends are terminated 250 ms apart while six shoppers keep adding (each waits out a 503 briefly).
    let killing = true;
    let kills = 0;
    const kill = (async () => {
      while (killing) {
        await new Promise((r) => setTimeout(r, 250));
        const { rows } = await killer.query("select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [database]);
        kills += rows.filter((r) => r.killed).length;
      }
    })();
    const statuses = new Map<number, number>();
    const acknowledged: { cart: string; sku: string }[] = [];
    const carts = new Set<string>();
    const until = Date.now() + 5000;
    await Promise.all(
      Array.from({ length: 6 }, async (_, c) => {
        for (let i = 0; Date.now() < until; i++) {
          // A fast machine adds more lines in 5 s than a cart may hold, so each shopper moves on to a new cart
          // halfway to the item limit.
          const cart = `outage-load-${c}-${Math.floor(i / (CART_ITEM_LIMIT / 2))}`;
          carts.add(cart);
          const sku = `KILL-${c}-${i}`;
          const response = await call("POST", `/v2/carts/${cart}/items`, { token, body: { data: { type: "custom_item", name: `Line ${i}`, sku, quantity: 1, price: { amount: 100 } } } });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 201) acknowledged.push({ cart, sku });
          if (response.status === 503) {
            expect(response.headers.get("retry-after")).toBeTruthy();
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      }),
    );
    killing = false;
    await kill;
    await killer.end();
    expect(kills, JSON.stringify([...statuses])).toBeGreaterThan(0);
    expect(statuses.get(500) ?? 0, JSON.stringify([...statuses])).toBe(0);
    expect([...statuses.keys()].every((s) => s === 201 || s === 503), JSON.stringify([...statuses])).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const cart of carts) {
      const items = (await recovered(`/v2/carts/${cart}/items`)).body.data as { sku: string }[];
      const skus = new Set(items.map((item) => item.sku));
      for (const line of acknowledged.filter((a) => a.cart === cart)) expect(skus.has(line.sku), line.sku).toBe(true);
    }
  });
});
