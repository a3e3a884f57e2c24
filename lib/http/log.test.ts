import { describe, expect, it } from "vitest";
import { errorFields } from "./log";

describe("errorFields", () => {
  it("keeps a failed query's text and cause but never its parameters", () => {
    const cause = Object.assign(new Error('null value in column "city" violates not-null constraint'), { code: "23502" });
    const error = new Error(`Failed query: insert into orders (email, line_1) values ($1, $2)\nparams: ada@example.com,12 St James Sq`, { cause });
    const fields = errorFields(error);
    const text = JSON.stringify(fields);
    expect(text).not.toContain("ada@example.com");
    expect(text).not.toContain("St James");
    expect(fields.error).toContain("insert into orders");
    expect(fields.error).toContain("23502");
    expect(fields.code).toBe("23502");
  });
});
