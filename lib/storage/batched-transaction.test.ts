// A batch's EXECUTE arguments must mean exactly what bind parameters meant: each value is read back by
// PostgreSQL (PGlite) once as a parameter and once through PREPARE/EXECUTE with the rendered literal.
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedBatch, raisedAfterPrepares, type PreparedNames } from "./batched-transaction";

let db: PGlite;
/** What this one connection has prepared. */
const connectionPrepared: PreparedNames = new Set();
beforeAll(async () => {
  db = await PGlite.create("memory://");
});
afterAll(async () => {
  await db.close();
});

/** Sends a batch as db.ts does (one simple-protocol query); the answers' rows. */
async function runBatch(statements: SQL[], prepared: PreparedNames) {
  const batch = preparedBatch(statements, prepared);
  const results = await db.exec(batch.texts.join(";\n"));
  for (const name of batch.preparing) prepared.add(name);
  return { batch, rows: results.filter((_, i) => batch.answers[i]).map((r) => r.rows as Record<string, unknown>[]) };
}

const VALUES: [string, unknown, string][] = [
  ["a quote and a backslash", `O'Brien \\ "quoted" \\n`, "text"],
  ["unicode and control characters", "Zoë 😀 \t\r\n \u0001 end", "text"],
  ["a JSON document", JSON.stringify({ a: "it's", b: ["x\\y", null], c: 1.5 }), "json"],
  ["an array of awkward strings", ["a,b", "{c}", 'd"e', "f\\g", "NULL", ""], "text[]"],
  ["a negative number", -42, "integer"],
  ["a fraction", 0.075, "double precision"],
  ["a boolean", false, "boolean"],
  ["null", null, "text"],
  ["a placeholder-like string", "$1 and $2", "text"],
];

describe("preparedBatch", () => {
  it.each(VALUES)("%s reads back as the bind parameter did", async (_label, value, type) => {
    // sql.param keeps an array one parameter (as the add-items statements pass their id lists).
    const statement = sql`select (${sql.param(value)})::${sql.raw(type)} as v, ${"second"}::text as w`;
    const { rows } = await runBatch([statement], connectionPrepared);
    const viaParam = (await db.query<{ v: unknown; w: string }>(`select ($1)::${type} as v, $2::text as w`, [value, "second"])).rows[0];
    expect(rows[0][0]).toEqual(viaParam);
    if (Array.isArray(value)) expect(rows[0][0].v).toEqual(value);
    expect(rows[0][0].w).toBe("second");
  });

  it("prepares a text once per connection, executes it every time, and keeps each statement's answer in order", async () => {
    const prepared = connectionPrepared;
    const double = (n: number) => sql`select ${n}::int * 2 as v`;
    const first = await runBatch([double(1), sql`select ${"x"}::text || 'y' as v`, double(5)], prepared);
    expect(first.batch.texts.filter((t) => t.startsWith("prepare"))).toHaveLength(2);
    expect(first.rows.map((rows) => rows[0].v)).toEqual([2, "xy", 10]);
    const again = await runBatch([double(21)], prepared);
    expect(again.batch.texts).toHaveLength(1);
    expect(again.batch.texts[0]).toMatch(/^execute cw_\w+\('21'\)$/);
    expect(again.rows[0][0].v).toBe(42);
  });

  it("sends every PREPARE before the first EXECUTE, so a statement's failure leaves them all made", async () => {
    await db.exec("create table if not exists batch_unique (v int primary key)");
    const prepared: PreparedNames = new Set();
    const insert = (v: number) => sql`insert into batch_unique (v) values (${v}) returning v`;
    const batch = preparedBatch([insert(7), sql`select ${"after"}::text as v`, insert(7)], prepared);
    const firstExecute = batch.texts.findIndex((t) => t.startsWith("execute"));
    expect(batch.texts.slice(0, firstExecute).every((t) => t.startsWith("prepare"))).toBe(true);
    expect(batch.texts.slice(firstExecute).every((t) => t.startsWith("execute"))).toBe(true);

    const error = await db.exec(batch.texts.join(";\n")).then(() => undefined, (e: unknown) => e);
    expect((error as { code?: string }).code).toBe("23505");
    expect(raisedAfterPrepares(error)).toBe(true);
    // One query is one transaction: the first insert is gone with the failure, the PREPAREs are not.
    expect((await db.query("select count(*)::int as n from batch_unique")).rows).toEqual([{ n: 0 }]);
    const made = (await db.query<{ name: string }>("select name from pg_prepared_statements")).rows.map((r) => r.name);
    expect(made).toEqual(expect.arrayContaining(batch.preparing));
  });

  it("reads back what was prepared after an error a PREPARE could have raised", () => {
    expect(raisedAfterPrepares({ code: "CW001" })).toBe(true);
    expect(raisedAfterPrepares({ code: "P0001" })).toBe(true);
    for (const code of ["42601", "42P05", "26000", "22012", "57014", "08006", undefined]) expect(raisedAfterPrepares({ code })).toBe(false);
    expect(raisedAfterPrepares(new Error("Connection terminated"))).toBe(false);
  });
});
