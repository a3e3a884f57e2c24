import { describe, expect, it } from "vitest";
import { highlight } from "./highlight";

describe("highlight", () => {
  it("marks the words a query word starts or is a plural of, and escapes the rest", () => {
    expect(highlight("Ceramic Mug", ["mugs"])).toEqual({ snippet: "Ceramic <mark>Mug</mark>", matched_tokens: ["Mug"] });
    expect(highlight("Tea Cups & Saucers", ["cup", "sau"])).toEqual({ snippet: "Tea <mark>Cups</mark> &amp; <mark>Saucers</mark>", matched_tokens: ["Cups", "Saucers"] });
    expect(highlight(`<img src=x onerror="alert(1)"> Box`, ["boxes"])?.snippet).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <mark>Box</mark>");
    expect(highlight("Wool Throw", ["mug"])).toBeUndefined();
    expect(highlight("Wool Throw", [])).toBeUndefined();
  });
});
