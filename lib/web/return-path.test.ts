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
  it("keeps a path with characters beyond ASCII as a browser sends it, percent-encoded (a Location header holds ASCII only)", () => {
    expect(safeReturnPath("/\u3000/evil.example")).toBe("/%E3%80%80/evil.example");
    expect(safeReturnPath("/products/café?q=crème#größe")).toBe("/products/caf%C3%A9?q=cr%C3%A8me#gr%C3%B6%C3%9Fe");
    expect(safeReturnPath("/\u0100")).toBe("/%C4%80");
    expect(safeReturnPath("/a b")).toBe("/a%20b");
  });
  it("never leaves the site once dot segments resolve", () => {
    for (const value of ["/a/..//evil.example", "/./..//evil.example/x", "/%2e%2e//evil.example"]) {
      expect(new URL(safeReturnPath(value), "https://shop.example").origin).toBe("https://shop.example");
      expect(safeReturnPath(value).startsWith("//")).toBe(false);
    }
  });
  it("whatever it keeps is a header's ASCII and a browser resolves it on this site", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }).map((s) => "/" + s), (value) => {
        const kept = safeReturnPath(value);
        expect(kept).toMatch(/^\/[\x21-\x7e]*$/);
        expect(kept.startsWith("//")).toBe(false);
        expect(new URL(kept, "https://shop.example").origin).toBe("https://shop.example");
        // What a redirect writes: Node refuses a header value it cannot send.
        expect(() => new Headers({ location: kept })).not.toThrow();
      }),
      { numRuns: 2000 },
    );
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
