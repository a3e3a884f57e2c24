import { describe, expect, it } from "vitest";
import { archiveChanges, archivedStatusProblem, unarchiveChanges } from "./archived-product";

describe("archived products", () => {
  const archived = { archivedAt: new Date("2026-01-01T00:00:00Z") };
  const current = { archivedAt: null };

  it("cannot be made live until un-archived", () => {
    expect(archivedStatusProblem(archived, "live")).toMatch(/un-archive/);
    expect(archivedStatusProblem(archived, "draft")).toBeUndefined();
    expect(archivedStatusProblem(archived, undefined)).toBeUndefined();
    expect(archivedStatusProblem(current, "live")).toBeUndefined();
  });

  it("are drafts; un-archiving keeps the draft", () => {
    const at = new Date("2026-02-01T00:00:00Z");
    expect(archiveChanges(at)).toEqual({ status: "draft", archivedAt: at });
    expect(unarchiveChanges()).toEqual({ archivedAt: null });
  });
});
