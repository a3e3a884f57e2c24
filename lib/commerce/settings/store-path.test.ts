import { describe, expect, it } from "vitest";
import { isStorePath, STORE_PATH_MAX } from "./store-path";

describe("a path inside the store", () => {
  it("is a path from the store's root, with a query or fragment if wanted", () => {
    for (const path of ["/", "/categories/kitchen", "/search?q=mug", "/#all", "/products/ceramic-mug?size=large"]) expect(isStorePath(path), path).toBe(true);
  });

  it("is never another site, a scheme, a relative path or a path with spaces or control characters", () => {
    for (const text of ["", "//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "categories/kitchen", " /kitchen", "/kit chen", "/a\nb", "/a\u0000"]) {
      expect(isStorePath(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("has at most STORE_PATH_MAX characters", () => {
    expect(isStorePath(`/${"a".repeat(STORE_PATH_MAX - 1)}`)).toBe(true);
    expect(isStorePath(`/${"a".repeat(STORE_PATH_MAX)}`)).toBe(false);
  });
});
