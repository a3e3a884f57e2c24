import { describe, expect, it } from "vitest";
import { isStaticFile, staticFileMethodNotAllowed } from "./static-files";

describe("isStaticFile", () => {
  it("is the build's assets, the image optimiser and public/'s files, and nothing a page serves", () => {
    for (const path of ["/_next/static/chunks/app.js", "/_next/static/anything", "/_next/image", "/products/candle.svg", "/products/candle%2Esvg"]) expect(isStaticFile(path), path).toBe(true);
    for (const path of ["/", "/products/ceramic-mug", "/products/no-such-picture.svg", "/products", "/_next/imagex", "/search"]) expect(isStaticFile(path), path).toBe(false);
  });
  it("answers anything but a read with 405 and the methods it takes", () => {
    const answer = staticFileMethodNotAllowed();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD");
  });
});
