// Rate limits, Idempotency-Key, and the health check.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PEER_HEADER } from "@/lib/http/origin/client-address";
import { adminToken, call, implicitToken } from "../support/api";

let implicit: string;
let admin: string;

beforeAll(async () => {
  implicit = await implicitToken();
  admin = await adminToken();
});

describe("rate limiting", () => {
  // The buckets' clock (Date) stands still while a test sends its requests, and moves only when the test moves it: the
  // answers do not depend on how fast a busy machine runs the requests.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.RATE_LIMIT_PER_SECOND = "0";
    delete process.env.RATE_LIMIT_BURST;
    delete process.env.TRUSTED_PROXIES;
  });

  const tokenRequest = (headers: Record<string, string>) =>
    call("POST", "/oauth/access_token", { raw: "grant_type=implicit&client_id=cartwright-dev-client", headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
  const randomAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}, 192.0.2.${Math.floor(Math.random() * 250) + 1}`;

  it("cannot be dodged with a made-up X-Forwarded-For: the address is the connection's", async () => {
    process.env.RATE_LIMIT_PER_SECOND = "3";
    process.env.RATE_LIMIT_BURST = "3";
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await tokenRequest({ [PEER_HEADER]: "198.51.100.40", "x-forwarded-for": randomAddress() })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it("behind TRUSTED_PROXIES counts the right-most untrusted X-Forwarded-For address, whatever the client wrote to its left", async () => {
    process.env.RATE_LIMIT_PER_SECOND = "3";
    process.env.RATE_LIMIT_BURST = "3";
    process.env.TRUSTED_PROXIES = "10.0.0.0/8";
    const spoofed: number[] = [];
    for (let i = 0; i < 6; i++) {
      spoofed.push((await tokenRequest({ [PEER_HEADER]: "10.0.0.5", "x-forwarded-for": `${randomAddress()}, 198.51.100.50` })).status);
    }
    expect(spoofed).toEqual([200, 200, 200, 429, 429, 429]);
    // Another client behind the same proxy has its own bucket.
    expect((await tokenRequest({ [PEER_HEADER]: "10.0.0.5", "x-forwarded-for": "198.51.100.51" })).status).toBe(200);
  });

  it("lets a burst through, then the sustained rate, per token, with 429 and Retry-After in between", async () => {
    process.env.RATE_LIMIT_PER_SECOND = "2";
    process.env.RATE_LIMIT_BURST = "6";
    const token = await implicitToken();
    const statuses: number[] = [];
    let refused: { headers: Headers; body: any } | undefined;
    for (let i = 0; i < 10; i++) {
      // A new address each time: only the token's bucket can refuse.
      const response = await call("GET", "/catalog/products", { token, headers: { [PEER_HEADER]: `203.0.113.${100 + i}` } });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused?.body.errors[0]).toMatchObject({ status: 429, title: "Too Many Requests" });
    // The bucket refills at the sustained rate: a second and a half later, three more pass and the fourth is refused.
    vi.setSystemTime(Date.now() + 1500);
    const later = [];
    for (let i = 0; i < 4; i++) later.push((await call("GET", "/catalog/products", { token, headers: { [PEER_HEADER]: `203.0.113.${200 + i}` } })).status);
    expect(later).toEqual([200, 200, 200, 429]);
  });

  it("counts each address on its own", async () => {
    process.env.RATE_LIMIT_PER_SECOND = "3";
    process.env.RATE_LIMIT_BURST = "3";
    const a = await Promise.all([1, 2, 3].map(() => tokenRequest({ [PEER_HEADER]: "198.51.100.1" })));
    const b = await tokenRequest({ [PEER_HEADER]: "198.51.100.2" });
    expect(a.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(b.status).toBe(200);
    const fourth = await tokenRequest({ [PEER_HEADER]: "198.51.100.1" });
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
