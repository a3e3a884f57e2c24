import { Console } from "node:console";
import { Writable } from "node:stream";
import { inspect } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { errorFields, redactConsole, redactedError } from "./log";

const PERSONAL = ["ada@example.com", "12 St James Sq", "SW1Y 4JH"];

/** A failed insert of a customer's row, as Drizzle throws it: the values in its message, `params` and the database's `detail`. */
async function failedInsert(): Promise<Error> {
  const client = await PGlite.create("memory://");
  try {
    const db = drizzle({ client });
    await db.execute(sql`create table addresses (email text, line_1 text, postcode text constraint postcode_known check (postcode <> 'SW1Y 4JH'))`);
    await db.execute(sql`insert into addresses values (${PERSONAL[0]}, ${PERSONAL[1]}, ${PERSONAL[2]})`);
    throw new Error("the insert should have failed");
  } catch (error) {
    return error as Error;
  } finally {
    await client.close();
  }
}

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

describe("redactedError", () => {
  it("shows what failed and where, never the row's values: not in the message, the stack, `params` or the cause's `detail`", async () => {
    const error = await failedInsert();
    // The database's error really carries them, as the framework would print it whole.
    expect(inspect(error, { depth: 5 })).toContain(PERSONAL[1]);
    const shown = inspect(redactedError(error), { depth: 5 });
    for (const value of PERSONAL) expect(shown).not.toContain(value);
    expect(shown).toContain("Failed query: insert into addresses");
    expect(shown).toContain("postcode_known");
    expect(shown).toContain("23514");
  });

  it("leaves anything but an error as it is", () => {
    expect(redactedError("text")).toBe("text");
    expect(redactedError(undefined)).toBeUndefined();
  });
});

describe("redactConsole", () => {
  it("writes errors, and lines that quote them, without a query's parameters", async () => {
    let written = "";
    const sink = new Writable({ write: (chunk, _encoding, done) => ((written += String(chunk)), done()) });
    const target = new Console({ stdout: sink, stderr: sink });
    redactConsole(target);
    redactConsole(target);
    const error = await failedInsert();
    // As Next.js logs a failed render or action: the error whole, after a prefix, and its text.
    target.error(error);
    target.error("⨯", error);
    target.warn(`${error.message}`);
    target.log(Object.assign(new Error("wrapped", { cause: error }), { digest: "1752554105" }));
    for (const value of PERSONAL) expect(written).not.toContain(value);
    expect(written).toContain("Failed query: insert into addresses");
    expect(written).toContain("1752554105");
  });
});
