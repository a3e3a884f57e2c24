import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/commerce/errors";
import { admitSearch, SEARCH_COST_AT_ONCE, SEARCH_QUEUE } from "./search-admission";

/** A search that runs until `finish()` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, work: () => done };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("admitSearch", () => {
  it("runs an address's light searches together, a costly one alone, and the others in turn", async () => {
    const order: string[] = [];
    const heavy = held();
    const first = admitSearch("198.51.100.7", SEARCH_COST_AT_ONCE + 10, async () => (await heavy.work(), order.push("heavy")));
    const light = admitSearch("198.51.100.7", 2, async () => order.push("light"));
    // Another address is not held by it.
    await admitSearch("198.51.100.8", 2, async () => order.push("other"));
    await settled();
    expect(order).toEqual(["other"]);
    heavy.finish();
    await Promise.all([first, light]);
    expect(order).toEqual(["other", "heavy", "light"]);
    // Light ones fit together.
    const a = held();
    const b = admitSearch("198.51.100.7", 10, async () => (await a.work(), "a"));
    const c = admitSearch("198.51.100.7", 10, async () => "c");
    expect(await c).toBe("c");
    a.finish();
    expect(await b).toBe("a");
  });

  it("refuses 429 with Retry-After past the queue, and frees its place when a search fails", async () => {
    const heavy = held();
    const running = admitSearch("203.0.113.9", SEARCH_COST_AT_ONCE, heavy.work);
    const waiting = Array.from({ length: SEARCH_QUEUE }, () => admitSearch("203.0.113.9", SEARCH_COST_AT_ONCE, async () => "ran"));
    const refused = await admitSearch("203.0.113.9", 1, async () => "ran").catch((error) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("1");
    heavy.finish();
    await running;
    expect(await Promise.all(waiting)).toEqual(Array(SEARCH_QUEUE).fill("ran"));
    await expect(admitSearch("203.0.113.9", 5, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await admitSearch("203.0.113.9", SEARCH_COST_AT_ONCE, async () => "free")).toBe("free");
  });
});
