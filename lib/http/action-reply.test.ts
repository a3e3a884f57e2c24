import { describe, expect, it } from "vitest";
import { partsProblem, replyProblem } from "./action-reply";

/** A body's parts in the order given. */
const ordered = (entries: [string, string | Blob][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};
const parts = (entries: Record<string, string | Blob>) => ordered(Object.entries(entries));

describe("replyProblem", () => {
  it("lets through what React's client sends: plain values, escaped dollars, special values, references to parts that are there", () => {
    expect(replyProblem([1, "a", null, { b: [true] }])).toBeUndefined();
    expect(replyProblem(["$$5", "$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0", "$D2026-11-25T10:00:00.000Z", "$n-42"])).toBeUndefined();
    expect(replyProblem(["$K1", "$1", "$Qa", "$W2", "$@3", "$B4"], parts({ "1": '{"x":"$$"}', "10": "[[1,2]]", "2": "[1]", "3": '"p"', "4": new Blob(["blob"]), "1_email": "a" }))).toBeUndefined();
  });

  it("lets through parts in the order React's client writes them: every part before the list, a promise's part after it", () => {
    expect(replyProblem(["$1", "$B2"], ordered([["3", '"z"'], ["1", '["$3"]'], ["2", new Blob(["b"])], ["0", '["$1","$B2"]']]))).toBeUndefined();
    expect(replyProblem(["$@1"], ordered([["0", '["$@1"]'], ["1", '["$2"]'], ["2", '"z"']]))).toBeUndefined();
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
    expect(replyProblem(["$B1"], parts({ "1": "" }))).toMatch(/file belongs/);
  });

  it("refuses a reference to a part that arrives after the list, which the framework has already read", () => {
    expect(replyProblem(["$1"], ordered([["0", '["$1"]'], ["1", '"abc"']]))).toMatch(/comes after/);
    expect(replyProblem(["$B1"], ordered([["0", '["$B1"]'], ["1", new Blob(["b"])]]))).toMatch(/comes after/);
    expect(replyProblem(["$Q1"], ordered([["0", '["$Q1"]'], ["1", '[["a",1]]']]))).toMatch(/comes after/);
    expect(replyProblem(["$1"], ordered([["1", '["$2"]'], ["0", '["$1"]'], ["2", '"z"']]))).toMatch(/comes after/);
  });

  it("refuses a call whose fields would overwrite a part: an empty name, a name that only reads as a number, a part twice", () => {
    expect(partsProblem(ordered([["0", "[]"], ["1", "{}"], ["1_email", "a"], ["$ACTION_ID_x", ""]]))).toBeUndefined();
    for (const name of ["", " ", "01", "1e0", "0x1", " 1"]) expect(partsProblem(ordered([["0", "[]"], [name, "x"]])), JSON.stringify(name)).toBeTruthy();
    expect(partsProblem(ordered([["0", "[]"], ["0", "hostile"]]))).toMatch(/twice/);
  });
});
