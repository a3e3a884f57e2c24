import { describe, expect, it } from "vitest";
import { partsProblem, replyProblem } from "./action-reply";

const parts = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.append(k, v);
  return form;
};

describe("replyProblem", () => {
  it("lets through what React's client sends: plain values, escaped dollars, special values, references to parts that are there", () => {
    expect(replyProblem([1, "a", null, { b: [true] }])).toBeUndefined();
    expect(replyProblem(["$$5", "$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", "$D2026-11-25T10:00:00.000Z", "$n-42"])).toBeUndefined();
    expect(replyProblem(["$K1", "$1", "$Qa", "$W2", "$@3", "$B4"], parts({ "1": '{"x":"$$"}', "10": "[[1,2]]", "2": "[1]", "3": '"p"', "4": "blob", "1_email": "a" }))).toBeUndefined();
  });

  it("refuses what the framework could not decode", () => {
    expect(replyProblem({ a: 1 })).toMatch(/not a list/);
    expect(replyProblem(["$nx"])).toMatch(/bigint/);
    for (const text of ["$h1", "$F1", "$T", "$S1", "$Z", "$", "$@", "$1:a:b", "$i1", "$A1"]) expect(replyProblem([text], parts({ "1": "1" })), text).toBeTruthy();
    expect(replyProblem(["$1"])).toMatch(/cannot have/);
    expect(replyProblem(["$2"], parts({ "1": "1" }))).toMatch(/does not have/);
    expect(replyProblem(["$1"], parts({ "1": "not json" }))).toMatch(/not JSON/);
    expect(replyProblem(["$1"], parts({ "1": '["$1"]' }))).toMatch(/themselves/);
    expect(replyProblem(["$1"], parts({ "1": '["$nx"]' }))).toMatch(/bigint/);
    expect(replyProblem(["$Q1"], parts({ "1": "5" }))).toMatch(/Map/);
    expect(replyProblem(["$Q1"], parts({ "1": "[1]" }))).toMatch(/Map/);
    expect(replyProblem(["$W1"], parts({ "1": "{}" }))).toMatch(/Set/);
  });

  it("refuses a call whose fields would overwrite a part: an empty name, a name that only reads as a number, a part twice", () => {
    const fields = (entries: [string, string][]) => {
      const form = new FormData();
      for (const [k, v] of entries) form.append(k, v);
      return form;
    };
    expect(partsProblem(fields([["0", "[]"], ["1", "{}"], ["1_email", "a"], ["$ACTION_ID_x", ""]]))).toBeUndefined();
    for (const name of ["", " ", "01", "1e0", "0x1", " 1"]) expect(partsProblem(fields([["0", "[]"], [name, "x"]])), JSON.stringify(name)).toBeTruthy();
    expect(partsProblem(fields([["0", "[]"], ["0", "hostile"]]))).toMatch(/twice/);
  });
});
