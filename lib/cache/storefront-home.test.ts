import { describe, expect, it } from "vitest";
import { featuredArguments } from "@/lib/cache/storefront-home";

// The featured products' cached read is a Server Function too (Next registers every 'use cache' function as one):
// whatever a POST sends is checked against what the home page sends before any read.
describe("the featured products' cached read's arguments", () => {
  const node = "00000000-0000-4000-8000-000000000514";
  it("take what the home page sends", () => {
    expect(featuredArguments.safeParse([{ nodeId: node }, "USD", 4]).success).toBe(true);
    expect(featuredArguments.safeParse([{ hierarchyId: node }, "GBP", 12]).success).toBe(true);
  });

  it("refuse ids that are not UUIDs, other keys, lower-case currencies and counts out of range", () => {
    const refused = [
      featuredArguments.safeParse([{ nodeId: "kitchen" }, "USD", 4]),
      featuredArguments.safeParse([{ nodeId: node, extra: 1 }, "USD", 4]),
      featuredArguments.safeParse([{ nodeId: node }, "usd", 4]),
      featuredArguments.safeParse([{ nodeId: node }, "USD", 13]),
      featuredArguments.safeParse([{ nodeId: node }, "USD", 1e9]),
      featuredArguments.safeParse([{ nodeId: node }, "USD"]),
    ];
    expect(refused.map((r) => r.success)).toEqual(refused.map(() => false));
  });
});
