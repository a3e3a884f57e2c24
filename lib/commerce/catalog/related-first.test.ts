import { describe, expect, it } from "vitest";
import { relatedFirst } from "./related-first";

const p = (id: string, baseProductId: string | null = null) => ({ id, baseProductId });

describe("relatedFirst", () => {
  it("puts linked products before same-category ones, each once, up to the limit", () => {
    const linked = [p("b"), p("c")];
    const sameCategory = [p("c"), p("d"), p("e"), p("f")];
    expect(relatedFirst(linked, sameCategory, p("a"), 4).map((r) => r.id)).toEqual(["b", "c", "d", "e"]);
    expect(relatedFirst([], sameCategory, p("a"), 2).map((r) => r.id)).toEqual(["c", "d"]);
  });

  it("never suggests the product or another of its variations", () => {
    // Shown: child "a1" of base "a"; its sibling "a2" and base "a" are the same product to the shopper.
    const suggested = relatedFirst([p("a"), p("a2", "a"), p("b")], [p("a1", "a"), p("c")], p("a1", "a"), 4);
    expect(suggested.map((r) => r.id)).toEqual(["b", "c"]);
    // Shown: base "a": its children are left out.
    expect(relatedFirst([p("a1", "a")], [p("b")], p("a"), 4).map((r) => r.id)).toEqual(["b"]);
  });
});
