import { describe, expect, it } from "vitest";
import { catalogReadArguments } from "@/lib/cache/storefront-catalog";

// The cached reads are Server Functions too (Next registers every 'use cache' function as one): whatever a POST sends
// is checked against what the pages send before any read.
describe("the cached catalog reads' arguments", () => {
  const node = "00000000-0000-4000-8000-000000000523";
  it("take what the pages send", () => {
    expect(catalogReadArguments.listing.safeParse(["USD", undefined, 1]).success).toBe(true);
    expect(catalogReadArguments.listing.safeParse(["EUR", "-price", 3]).success).toBe(true);
    expect(catalogReadArguments.category.safeParse(["kitchen", ["drinkware", "tea"]]).success).toBe(true);
    expect(catalogReadArguments.scope.safeParse([{ nodeId: node }, "GBP", "name", 1, "25-50", true]).success).toBe(true);
    expect(catalogReadArguments.search.safeParse(["walnut ladle", "USD", undefined, 2]).success).toBe(true);
    expect(catalogReadArguments.filterCounts.safeParse([{ hierarchyId: node }, "USD", undefined, false]).success).toBe(true);
    expect(catalogReadArguments.suggestions.safeParse([node, "GBP"]).success).toBe(true);
  });

  it("refuse text the database cannot take, ids that are not UUIDs, wrong kinds and counts, and unbounded pages", () => {
    const refused = [
      catalogReadArguments.category.safeParse(["\u0000", []]),
      catalogReadArguments.category.safeParse(["kitchen", ["a\ud800"]]),
      catalogReadArguments.category.safeParse([]),
      catalogReadArguments.search.safeParse(["mug\u0000", "USD", undefined, 1]),
      catalogReadArguments.search.safeParse(["x".repeat(501), "USD", undefined, 1]),
      catalogReadArguments.search.safeParse(["mug", "usd", undefined, 1]),
      catalogReadArguments.search.safeParse(["mug", "USD", "stock", 1]),
      catalogReadArguments.listing.safeParse(["USD", undefined, 0]),
      catalogReadArguments.listing.safeParse(["USD", undefined, 1e9]),
      catalogReadArguments.listing.safeParse(["USD", undefined, 1.5]),
      catalogReadArguments.listing.safeParse([]),
      catalogReadArguments.scope.safeParse([{ nodeId: "abc" }, "USD", undefined, 1, undefined, false]),
      catalogReadArguments.scope.safeParse([{ nodeId: node, extra: 1 }, "USD", undefined, 1, undefined, false]),
      catalogReadArguments.scope.safeParse([null, "USD", undefined, 1, undefined, false]),
      catalogReadArguments.scope.safeParse([{ nodeId: node }, "USD", undefined, 1, "1-2", false]),
      catalogReadArguments.scope.safeParse([{ nodeId: node }, "USD", undefined, 1, undefined, "yes"]),
      catalogReadArguments.filterCounts.safeParse([{ nodeId: node }, "usd", undefined, false]),
      catalogReadArguments.suggestions.safeParse(["ceramic-mug", "USD"]),
      catalogReadArguments.suggestions.safeParse([node, "usd"]),
      catalogReadArguments.suggestions.safeParse([node]),
    ];
    expect(refused.map((r) => r.success)).toEqual(refused.map(() => false));
  });
});
