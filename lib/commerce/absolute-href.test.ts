import { describe, expect, it } from "vitest";
import { absoluteHref, AS_STORED } from "./absolute-href";

describe("absoluteHref", () => {
  it("makes the store's own paths absolute against the origin", () => {
    expect(absoluteHref("/products/mug.svg", "https://shop.example")).toBe("https://shop.example/products/mug.svg");
    expect(absoluteHref("/v2/files/1", "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000/v2/files/1");
  });
  it("leaves absolute URLs, protocol-relative ones and empty hrefs as they are", () => {
    expect(absoluteHref("https://cdn.example/a.png", "https://shop.example")).toBe("https://cdn.example/a.png");
    expect(absoluteHref("//cdn.example/a.png", "https://shop.example")).toBe("//cdn.example/a.png");
    expect(absoluteHref("", "https://shop.example")).toBe("");
  });
  it("keeps paths as stored for what is kept and for the store's own pages", () => {
    expect(absoluteHref("/products/mug.svg", AS_STORED)).toBe("/products/mug.svg");
  });
});
