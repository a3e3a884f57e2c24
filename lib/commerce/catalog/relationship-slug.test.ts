import { describe, expect, it } from "vitest";
import { isRelationshipSlug, relationshipSlug } from "./relationship-slug";

describe("relationshipSlug", () => {
  it("adds CRP_ when it is missing and keeps a slug that has it", () => {
    expect(relationshipSlug("related")).toBe("CRP_related");
    expect(relationshipSlug("CRP_related")).toBe("CRP_related");
    // The prefix is case-sensitive, as EP writes it.
    expect(relationshipSlug("crp_related")).toBe("CRP_crp_related");
  });

  it("takes letters, digits, hyphen, underscore and period only", () => {
    expect(isRelationshipSlug("CRP_kitchen-devices_2024.v1")).toBe(true);
    for (const bad of ["", "a b", "a^b", "a[b]", "a*b", "a$b", "é"]) expect(isRelationshipSlug(bad), bad).toBe(false);
    expect(isRelationshipSlug("x".repeat(251))).toBe(true);
    expect(isRelationshipSlug("x".repeat(252))).toBe(false);
  });
});
