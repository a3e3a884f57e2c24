import { describe, expect, it } from "vitest";
import { isFileLocation } from "./file-location";

describe("isFileLocation", () => {
  it("takes absolute http(s) URLs and the store's own paths", () => {
    for (const ok of ["https://cdn.example.test/a.png", "http://cdn.example.test:8080/x/y.jpg?v=2", "HTTPS://CDN.EXAMPLE.TEST/a.png", "/images/mug.jpg", "/v2/files/0b0c/content", "/a..b/c.png"]) {
      expect(isFileLocation(ok), ok).toBe(true);
    }
  });

  it("refuses another host without a scheme, dot segments, backslashes, other schemes and credentials", () => {
    for (const bad of [
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "\\\\evil.example\\a.png",
      "../secret.png",
      "/images/../../etc/passwd",
      "/images/%2e%2e/x.png",
      "/./a.png",
      "/images/..",
      "images/mug.jpg",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://example.test/a.png",
      "https://",
      "https://user:pw@example.test/a.png",
      "/a b.png",
      "/a\n.png",
    ]) {
      expect(isFileLocation(bad), bad).toBe(false);
    }
  });
});
