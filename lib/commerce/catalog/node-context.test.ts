import { describe, expect, it } from "vitest";
import { nodeContextOf } from "./node-context";

describe("a node's context", () => {
  it("gives breadcrumbs from the hierarchy down to the node, and which nodes have children", () => {
    const rows = [
      { id: "mugs", hierarchyId: "kitchen" },
      { id: "drinkware", hierarchyId: "kitchen" },
    ];
    const context = nodeContextOf(rows, {
      tops: [{ id: "kitchen", name: "Kitchen", slug: "kitchen" }],
      steps: [
        { start: "mugs", id: "mugs", name: "Mugs", slug: "mugs", depth: 0 },
        { start: "mugs", id: "drinkware", name: "Drinkware", slug: "drinkware", depth: 1 },
        { start: "drinkware", id: "drinkware", name: "Drinkware", slug: "drinkware", depth: 0 },
      ],
      withChildren: ["drinkware"],
    });
    expect(context.breadcrumbs.get("mugs")).toEqual([
      { id: "kitchen", name: "Kitchen", slug: "kitchen" },
      { id: "drinkware", name: "Drinkware", slug: "drinkware" },
      { id: "mugs", name: "Mugs", slug: "mugs" },
    ]);
    expect(context.breadcrumbs.get("drinkware")).toHaveLength(2);
    expect([...context.withChildren]).toEqual(["drinkware"]);
  });
});
