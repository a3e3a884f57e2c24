import { describe, expect, it } from "vitest";
import { serialisedByCart } from "./cart-queue";

const tick = () => new Promise((r) => setTimeout(r, 1));

describe("serialisedByCart", () => {
  it("runs the changes of one cart one at a time, in arrival order, and others beside them", async () => {
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const change = (cart: string, n: number, fail = false) =>
      serialisedByCart(cart, async () => {
        running += cart === "a" ? 1 : 0;
        most = Math.max(most, running);
        events.push(`${cart}${n}+`);
        await tick();
        events.push(`${cart}${n}-`);
        running -= cart === "a" ? 1 : 0;
        if (fail) throw new Error("refused");
        return n;
      });
    const results = await Promise.allSettled([change("a", 1), change("a", 2, true), change("b", 1), change("a", 3)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(most).toBe(1);
    const a = events.filter((e) => e.startsWith("a"));
    expect(a).toEqual(["a1+", "a1-", "a2+", "a2-", "a3+", "a3-"]);
    expect(events.indexOf("b1+")).toBeLessThan(events.indexOf("a1-"));
  });
});
