import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps paths on this site", () => {
    expect(safeReturnPath("/account/subscriptions/abc")).toBe("/account/subscriptions/abc");
    expect(safeReturnPath("/cart?x=1")).toBe("/cart?x=1");
  });
  it("never leaves the site", () => {
    for (const value of ["https://evil.test/", "//evil.test", "/\\evil.test", "evil", "", null, undefined, ["/a"]]) {
      expect(safeReturnPath(value)).toBe("/account");
    }
  });
});
