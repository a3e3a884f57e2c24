import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/commerce/errors";
import { databaseCircuit } from "@/lib/storage/circuit";
import { publishPoolLoad } from "@/lib/storage/pool-load";
import { requestStarted } from "./address-load";
import { PEER_HEADER } from "../origin/client-address";
import { busyPage, recordUnreachableDatabase, refuseBusyRequest, requestTurnedAway } from "./page-admission";

afterEach(() => {
  databaseCircuit.recordSuccess();
  publishPoolLoad(() => ({ waiting: 0, size: 10 }));
});

const from = (address: string) => new Headers({ [PEER_HEADER]: address });
const quiet = { held: 1, addresses: 11, total: 60 };

describe("requests under saturation", () => {
  it("are let in while at most eight times the pool wait for a connection and nine times are in flight, whoever sends them", () => {
    // 16 shoppers' pages, each reading a few things at once, queue some 50 reads: that is load, not saturation.
    expect(requestTurnedAway({ circuitOpen: false, pool: { waiting: 80, size: 10 } }, { held: 90, addresses: 1, total: 90 })).toBe(false);
    // The embedded database has no pool to queue for.
    expect(requestTurnedAway({ circuitOpen: false }, { held: 500, addresses: 1, total: 500 })).toBe(false);
    // 0 turns the queue rule off.
    expect(requestTurnedAway({ circuitOpen: false, pool: { waiting: 500, size: 10 } }, { held: 500, addresses: 1, total: 500 }, 0)).toBe(false);
  });

  it("count a burst not yet in the pool's queue: more in flight than the pool and its queue serve is saturation too", () => {
    const idle = { circuitOpen: false, pool: { waiting: 0, size: 10 } };
    expect(requestTurnedAway(idle, { held: 91, addresses: 1, total: 91 })).toBe(true);
    expect(requestTurnedAway(idle, { held: 1, addresses: 11, total: 120 })).toBe(false);
  });

  it("past that, turn away the addresses holding more than their share of the queue's room, and let a quiet one in", () => {
    const saturated = { circuitOpen: false, pool: { waiting: 81, size: 10 } };
    // 80 places among 11 addresses: 7 each.
    expect(requestTurnedAway(saturated, { held: 8, addresses: 11, total: 60 })).toBe(true);
    expect(requestTurnedAway(saturated, { held: 7, addresses: 11, total: 60 })).toBe(false);
    expect(requestTurnedAway(saturated, quiet)).toBe(false);
    // However many addresses flood, one request of each is let in.
    expect(requestTurnedAway(saturated, { held: 1, addresses: 500, total: 900 })).toBe(false);
    expect(requestTurnedAway(saturated, { held: 2, addresses: 500, total: 900 })).toBe(true);
    // One address alone may hold the whole room, not more.
    expect(requestTurnedAway(saturated, { held: 81, addresses: 1, total: 81 })).toBe(true);
  });

  it("turn every page away while the database was unreachable a moment ago", () => {
    expect(requestTurnedAway({ circuitOpen: true, pool: { waiting: 0, size: 10 } }, quiet)).toBe(true);
  });

  it("get a 503 page with Retry-After and a policy that runs no script when their address floods, and are served again once the queue is short", async () => {
    publishPoolLoad(() => ({ waiting: 85, size: 10 }));
    const ended = Array.from({ length: 90 }, () => requestStarted("10.0.0.9"));
    const busy = busyPage(from("10.0.0.9"));
    expect(busy?.status).toBe(503);
    expect(busy?.headers.get("retry-after")).toBe("1");
    expect(busy?.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await busy?.text()).toContain("The shop is busy");
    // A shopper from another address, with one page under way, gets it.
    const shopper = requestStarted("10.0.0.10");
    expect(busyPage(from("10.0.0.10"))).toBeUndefined();
    shopper();
    for (const end of ended.splice(0, 80)) end();
    publishPoolLoad(() => ({ waiting: 3, size: 10 }));
    expect(busyPage(from("10.0.0.9"))).toBeUndefined();
    for (const end of ended) end();
  });

  it("of the API are answered 503 in the envelope with Retry-After when their address floods", () => {
    publishPoolLoad(() => ({ waiting: 85, size: 10 }));
    const ended = Array.from({ length: 90 }, () => requestStarted("10.0.0.9"));
    let refusal: unknown;
    try {
      refuseBusyRequest(from("10.0.0.9"));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(503);
    expect((refusal as ApiError).headers["retry-after"]).toBe("1");
    expect(() => refuseBusyRequest(from("10.0.0.10"))).not.toThrow();
    for (const end of ended) end();
  });

  it("open the circuit when a page failed on an unreachable database, and not for other errors", () => {
    recordUnreachableDatabase(new Error("boom"));
    expect(busyPage(from("10.0.0.1"))).toBeUndefined();
    recordUnreachableDatabase(Object.assign(new Error("timeout exceeded when trying to connect"), {}));
    expect(busyPage(from("10.0.0.1"))?.status).toBe(503);
  });
});
