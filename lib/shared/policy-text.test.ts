import { describe, expect, it } from "vitest";
import { policyBlocks } from "./policy-text";

describe("a policy's text as blocks", () => {
  it("splits paragraphs at blank lines and keeps a paragraph's lines", () => {
    expect(policyBlocks("First line\nsecond line\n\n\r\nNext paragraph")).toEqual([
      { kind: "paragraph", lines: ["First line", "second line"] },
      { kind: "paragraph", lines: ["Next paragraph"] },
    ]);
  });

  it("reads '## ' as a heading and '- ' lines as a list", () => {
    expect(policyBlocks("## Returns\nYou may return:\n- unused goods\n- within 30 days\nAsk us first.")).toEqual([
      { kind: "heading", text: "Returns" },
      { kind: "paragraph", lines: ["You may return:"] },
      { kind: "list", items: ["unused goods", "within 30 days"] },
      { kind: "paragraph", lines: ["Ask us first."] },
    ]);
  });

  it("keeps markup as the text it is", () => {
    expect(policyBlocks('<script>alert(1)</script> and <a href="x">link</a>')).toEqual([
      { kind: "paragraph", lines: ['<script>alert(1)</script> and <a href="x">link</a>'] },
    ]);
    expect(policyBlocks("   \n\n ")).toEqual([]);
  });
});
