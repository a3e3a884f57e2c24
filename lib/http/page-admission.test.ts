import { afterEach, describe, expect, it } from "vitest";
import { databaseCircuit } from "@/lib/storage/circuit";
import { publishPoolLoad } from "@/lib/storage/pool-load";
import { busyPage, pageTurnedAway, recordUnreachableDatabase } from "./page-admission";

afterEach(() => {
  databaseCircuit.recordSuccess();
  publishPoolLoad(() => ({ waiting: 0, size: 10 }));
});

describe("pages under saturation", () => {
  it("are turned away when more wait for a connection than eight times the pool, or the database was unreachable", () => {
    // 16 shoppers' pages, each reading a few things at once, queue some 50 reads: that is load, not saturation.
    expect(pageTurnedAway({ circuitOpen: false, pool: { waiting: 80, size: 10 } })).toBe(false);
    expect(pageTurnedAway({ circuitOpen: false, pool: { waiting: 81, size: 10 } })).toBe(true);
    expect(pageTurnedAway({ circuitOpen: true, pool: { waiting: 0, size: 10 } })).toBe(true);
    // The embedded database has no pool to queue for.
    expect(pageTurnedAway({ circuitOpen: false })).toBe(false);
    // 0 turns the queue rule off.
    expect(pageTurnedAway({ circuitOpen: false, pool: { waiting: 500, size: 10 } }, 0)).toBe(false);
  });

  it("get a 503 page with Retry-After and a policy that runs no script, and are served again once the queue is short", async () => {
    publishPoolLoad(() => ({ waiting: 85, size: 10 }));
    const busy = busyPage();
    expect(busy?.status).toBe(503);
    expect(busy?.headers.get("retry-after")).toBe("1");
    expect(busy?.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await busy?.text()).toContain("The shop is busy");
    publishPoolLoad(() => ({ waiting: 3, size: 10 }));
    expect(busyPage()).toBeUndefined();
  });

  it("open the circuit when a page failed on an unreachable database, and not for other errors", () => {
    recordUnreachableDatabase(new Error("boom"));
    expect(busyPage()).toBeUndefined();
    recordUnreachableDatabase(Object.assign(new Error("timeout exceeded when trying to connect"), {}));
    expect(busyPage()?.status).toBe(503);
  });
});
