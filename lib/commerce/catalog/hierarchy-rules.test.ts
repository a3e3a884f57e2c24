import { describe, expect, it } from "vitest";
import { parentRefusal, structureFilter } from "./hierarchy-rules";

describe("where a node may be put", () => {
  const parent = { id: "p", hierarchyId: "h" };

  it("under a node of its own hierarchy", () => {
    expect(parentRefusal(parent, "h")).toBeUndefined();
    expect(parentRefusal(parent, "h", ["n", "c"])).toBeUndefined();
  });

  it("not under a node of another hierarchy, nor one that does not exist", () => {
    expect(parentRefusal(parent, "other")?.errors[0].detail).toBe("The parent node is not a node of this hierarchy.");
    expect(parentRefusal(undefined, "h")?.errors[0].status).toBe(422);
  });

  it("not under itself or one of its own children", () => {
    expect(parentRefusal(parent, "h", ["n", "p"])?.errors[0].detail).toBe("A node cannot be moved under itself or one of its own children.");
  });
});

describe("a filter on hierarchies and nodes", () => {
  it("drops ids that cannot name a row and reads eq's one value", () => {
    const id = "0B0F3A52-8F0E-4C3B-9B5C-1A2B3C4D5E6F";
    expect(structureFilter([{ op: "in", field: "id", values: [id, "nope"] }])).toEqual([{ field: "id", ids: [id.toLowerCase()] }]);
    expect(structureFilter([{ op: "eq", field: "slug", values: ["mugs"] }])).toEqual([{ field: "slug", value: "mugs" }]);
  });
});
