// Rate limits, Idempotency-Key, and the health check.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PEER_HEADER } from "@/lib/http/client-address";
import { adminToken, call, implicitToken } from "../support/api";

let implicit: string;
let admin: string;

beforeAll(async () => {
  implicit = await implicitToken();
  admin = await adminToken();
});

describe("rate limiting", () => {
  afterEach(() => {
    process.env.RATE_LIMIT_PER_SECOND = "0";
    delete process.env.TRUSTED_PROXIES;
  });

  const tokenRequest = (headers: Record<string, string>) =>
    call("POST", "/oauth/access_token", { raw: "grant_type=implicit&client_id=cartwright-dev-client", headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
  const randomAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}, 192.0.2.${Math.floor(Math.random() * 250) + 1}`;

  it("cannot be dodged with a made-up X-Forwarded-For: the address is the connection's", async () => {
    process.env.RATE_LIMIT_PER_SECOND = "3";
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000)));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await tokenRequest({ [PEER_HEADER]: "198.51.100.40", "x-forwarded-for": randomAddress() })).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it("behind TRUSTED_PROXIES counts the right-most untrusted X-Forwarded-For address, whatever the client wrote to its left", async () => {
    process.env.RATE_LIMIT_PER_SECOND = "3";
    process.env.TRUSTED_PROXIES = "10.0.0.0/8";
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000)));
    const spoofed: number[] = [];
    for (let i = 0; i < 6; i++) {
      spoofed.push((await tokenRequest({ [PEER_HEADER]: "10.0.0.5", "x-forwarded-for": `${randomAddress()}, 198.51.100.50` })).status);
    }
    expect(spoofed.filter((s) => s === 429).length).toBeGreaterThan(0);
    // Another client behind the same proxy has its own count.
    expect((await tokenRequest({ [PEER_HEADER]: "10.0.0.5", "x-forwarded-for": "198.51.100.51" })).status).toBe(200);
  });

  it("answers 429 with Retry-After past the per-second limit, per client", async () => {
    process.env.RATE_LIMIT_PER_SECOND = "5";
    // Align to the start of a second so the burst falls in one window.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000)));
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    let body: any;
    for (let i = 0; i < 8; i++) {
      const response = await call("GET", "/catalog/products", { token: implicit, headers: { "x-forwarded-for": "203.0.113.7" } });
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get("retry-after");
        body = response.body;
      }
    }
    expect(statuses.filter((s) => s === 200).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(3);
    expect(retryAfter).toBe("1");
    expect(body.errors[0]).toMatchObject({ status: 429, title: "Too Many Requests" });
  });

  it("counts each IP on its own", async () => {
    process.env.RATE_LIMIT_PER_SECOND = "3";
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000)));
    const a = await Promise.all([1, 2, 3].map(() => call("POST", "/oauth/access_token", { raw: "grant_type=implicit&client_id=cartwright-dev-client", headers: { "content-type": "application/x-www-form-urlencoded", [PEER_HEADER]: "198.51.100.1" } })));
    const b = await call("POST", "/oauth/access_token", { raw: "grant_type=implicit&client_id=cartwright-dev-client", headers: { "content-type": "application/x-www-form-urlencoded", [PEER_HEADER]: "198.51.100.2" } });
    expect(a.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(b.status).toBe(200);
    const fourth = await call("POST", "/oauth/access_token", { raw: "grant_type=implicit&client_id=cartwright-dev-client", headers: { "content-type": "application/x-www-form-urlencoded", [PEER_HEADER]: "198.51.100.1" } });
    expect(fourth.status).toBe(429);
  });
});

describe("Idempotency-Key", () => {
  it("replays the first response for the same key and body, without applying it twice", async () => {
    const headers = { "idempotency-key": `create-${Math.random()}` };
    const first = await call("POST", "/v2/carts", { token: implicit, headers, body: { data: { name: "Once" } } });
    const second = await call("POST", "/v2/carts", { token: implicit, headers, body: { data: { name: "Once" } } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
  });

  it("refuses the same key with another body (422)", async () => {
    const headers = { "idempotency-key": `body-${Math.random()}` };
    await call("POST", "/v2/carts", { token: implicit, headers, body: { data: { name: "One" } } });
    const other = await call("POST", "/v2/carts", { token: implicit, headers, body: { data: { name: "Two" } } });
    expect(other.status).toBe(422);
    expect(other.body.errors[0].title).toBe("Idempotency key reused");
  });

  it("scopes keys to the token's subject", async () => {
    const headers = { "idempotency-key": `scope-${Math.random()}` };
    const mine = await call("POST", "/v2/carts", { token: implicit, headers, body: { data: { name: "Mine" } } });
    const theirs = await call("POST", "/v2/carts", { token: await implicitToken(), headers, body: { data: { name: "Mine" } } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
  });

  it("16 identical requests in parallel are applied once", async () => {
    const headers = { "idempotency-key": `parallel-${Math.random()}` };
    const responses = await Promise.all(
      Array.from({ length: 16 }, () => call("POST", "/v2/carts", { token: admin, headers, body: { data: { name: "Parallel" } } })),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(new Set(responses.map((r) => r.body.data.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers.get("idempotent-replayed") === "true").length).toBe(15);
  });

  it("refuses a malformed key", async () => {
    const response = await call("POST", "/v2/carts", { token: implicit, headers: { "idempotency-key": "x".repeat(300) }, body: { data: {} } });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toBe("Idempotency-Key");
  });
});

describe("GET /healthz", () => {
  it("reports the database as up", async () => {
    const response = await call("GET", "/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true, database: { status: "up" } });
  });
});
