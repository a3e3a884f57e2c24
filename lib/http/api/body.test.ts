import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/commerce/errors";
import { MAX_DEPTH, parseJsonBody } from "./body";

function refusal(text: string) {
  try {
    parseJsonBody(text);
  } catch (error) {
    if (error instanceof ApiError) return error.errors[0];
    throw error;
  }
  throw new Error("accepted");
}

const nested = (levels: number) => "[".repeat(levels) + "]".repeat(levels);

describe("parseJsonBody", () => {
  it("returns the parsed body", () => {
    expect(parseJsonBody('{"data":{"type":"cart_item","quantity":2,"tags":["a",null]}}')).toEqual({ data: { type: "cart_item", quantity: 2, tags: ["a", null] } });
  });

  it("refuses an empty or malformed body with 400", () => {
    expect(refusal("  ")).toMatchObject({ status: 400, title: "Bad Request", detail: expect.stringContaining("empty") });
    expect(refusal('{"data":')).toMatchObject({ status: 400, title: "Bad Request", detail: "The request body is not valid JSON." });
  });

  it(`takes ${MAX_DEPTH} levels of nesting and refuses one more, however deep`, () => {
    expect(parseJsonBody(nested(MAX_DEPTH))).toBeInstanceOf(Array);
    const deep = { status: 400, title: "Bad Request", detail: `The request body is nested deeper than ${MAX_DEPTH} levels.` };
    expect(refusal(nested(MAX_DEPTH + 1))).toMatchObject(deep);
    expect(refusal(`{"data":${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}}`)).toMatchObject(deep);
    expect(refusal(nested(500_000))).toMatchObject(deep);
  });

  it("refuses a NUL in a value or a key, naming where it is", () => {
    expect(refusal('{"data":{"items":[{"name":"ok"},{"name":"a\\u0000b"}]}}')).toMatchObject({
      status: 400,
      title: "format",
      source: "data.items[1].name",
      meta: { value: "a\u0000b" },
    });
    expect(refusal('{"data":{"custom_inputs":{"k\\u0000":"v"}}}')).toMatchObject({ title: "format", source: "data.custom_inputs.k\u0000" });
    expect(refusal('"\\u0000"')).toMatchObject({ title: "format", source: "" });
  });

  it("refuses text that is not well-formed UTF-16 (a lone surrogate) in a value or a key", () => {
    expect(refusal('{"data":{"type":"custom_item","name":"x\\ud800"}}')).toMatchObject({ status: 400, title: "format", source: "data.name", meta: { value: "x\ufffd" } });
    expect(refusal('{"data":{"custom_inputs":{"\\udc00":"v"}}}')).toMatchObject({ status: 400, title: "format" });
    expect(parseJsonBody('{"name":"\\ud83d\\ude00"}')).toEqual({ name: "😀" });
  });
});
