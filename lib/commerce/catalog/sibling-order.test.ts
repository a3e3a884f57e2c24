import { describe, expect, it } from "vitest";
import { siblingSortOrders } from "./sibling-order";

const nodes = (...orders: (number | null)[]) => orders.map((sortOrder, i) => ({ id: `n${i}`, sortOrder }));
/** The siblings' order after the changes, as EP orders them (highest sort_order first). */
const after = (siblings: { id: string; sortOrder: number | null }[], changes: Map<string, number>) =>
  siblings
    .map((s) => ({ ...s, sortOrder: changes.get(s.id) ?? s.sortOrder }))
    .sort((a, b) => (b.sortOrder ?? -Infinity) - (a.sortOrder ?? -Infinity))
    .map((s) => s.id);

describe("siblingSortOrders", () => {
  it("swaps a node with the one before or after it and numbers every sibling, highest first", () => {
    const three = nodes(null, null, null);
    expect(after(three, siblingSortOrders(three, "n1", "up"))).toEqual(["n1", "n0", "n2"]);
    expect(after(three, siblingSortOrders(three, "n1", "down"))).toEqual(["n0", "n2", "n1"]);
    expect([...siblingSortOrders(three, "n2", "up")]).toEqual([["n0", 3], ["n2", 2], ["n1", 1]]);
  });

  it("writes only what changes", () => {
    const numbered = nodes(3, 2, 1);
    expect([...siblingSortOrders(numbered, "n2", "up")]).toEqual([["n2", 2], ["n1", 1]]);
  });

  it("does nothing at the ends or for a node that is not a sibling", () => {
    const two = nodes(null, null);
    expect(siblingSortOrders(two, "n0", "up").size).toBe(0);
    expect(siblingSortOrders(two, "n1", "down").size).toBe(0);
    expect(siblingSortOrders(two, "elsewhere", "up").size).toBe(0);
  });
});
