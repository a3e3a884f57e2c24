// The literals of a batch must mean exactly what the parameters meant: each value is read back by
// PostgreSQL (PGlite) once as a parameter and once as the rendered literal, and the two must agree.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderStatements } from "./batched-transaction";

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create("memory://");
});
afterAll(async () => {
  await db.close();
});

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

describe("renderStatements", () => {
  it.each(VALUES)("%s reads back as the parameter did", async (_label, value, type) => {
    // sql.param keeps an array one parameter (as the add-items statements pass their id lists).
    const statement = sql`select (${sql.param(value)})::${sql.raw(type)} as v, ${"second"}::text as w`;
    const [rendered] = renderStatements([statement]);
    const viaLiteral = (await db.query<{ v: unknown; w: string }>(rendered)).rows[0];
    const viaParam = (await db.query<{ v: unknown; w: string }>(`select ($1)::${type} as v, $2::text as w`, [value, "second"])).rows[0];
    expect(viaLiteral).toEqual(viaParam);
    if (Array.isArray(value)) expect(viaLiteral.v).toEqual(value);
    expect(viaLiteral.w).toBe("second");
  });

  it("renders $10 as the tenth parameter, not the first followed by 0", () => {
    const values = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    const [rendered] = renderStatements([sql`select ${sql.join(values.map((v) => sql`${v}`), sql`, `)}`]);
    expect(rendered).toBe(`select ${values.map((v) => `'${v}'`).join(", ")}`);
  });
});
