import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps paths on this site", () => {
    expect(safeReturnPath("/account/subscriptions/abc")).toBe("/account/subscriptions/abc");
    expect(safeReturnPath("/cart?x=1")).toBe("/cart?x=1");
    expect(safeReturnPath("/products/caf%C3%A9")).toBe("/products/caf%C3%A9");
  });
  it("never leaves the site", () => {
    for (const value of ["https://evil.test/", "//evil.test", "/\\evil.test", "evil", "", null, undefined, ["/a"]]) {
      expect(safeReturnPath(value)).toBe("/account");
    }
  });
  it("refuses control characters and backslashes browsers would drop or turn into `//`", () => {
    for (const value of ["/\t/evil.example/phish", "/\n/evil.example", "/\r\n/evil.example", "/a\u0000b", "/a\\b", "/\u007f", "/x\ud800"]) {
      expect(safeReturnPath(value)).toBe("/account");
    }
  });
  it("whatever it keeps, a browser resolves on this site", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }).map((s) => "/" + s), (value) => {
        const kept = safeReturnPath(value);
        // What a browser does with the Location header: WHATWG URL parsing strips tabs/newlines.
        expect(new URL(kept, "https://shop.example").origin).toBe("https://shop.example");
      }),
      { numRuns: 2000 },
    );
  });
});
