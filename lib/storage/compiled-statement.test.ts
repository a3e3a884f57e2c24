// A compiled statement must run exactly as the SQL it was built from would with the same values: through
// PREPARE/EXECUTE on PostgreSQL (preparedBatch) and as plain parameters on PGlite (boundToSql).
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedBatch } from "./batched-transaction";
import { boundToSql, compiledStatement, shapedStatement, type BoundStatement } from "./compiled-statement";

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create("memory://");
});
afterAll(async () => {
  await client.close();
});

type Values = { name: string; tags: string[]; n: number };
const describeValues = compiledStatement<Values>(
  () => sql`select ${sql.placeholder("name")}::text || '!' as greeting, cardinality(${sql.placeholder("tags")}::text[]) as tags,
    ${sql.placeholder("n")}::int * 2 as doubled, ${"fixed"}::text as fixed`,
);

async function viaPrepared(statement: BoundStatement) {
  const batch = preparedBatch([statement], new Set());
  const results = await client.exec(batch.texts.join(";\n"));
  await client.exec("deallocate all");
  return results.filter((_, i) => batch.answers[i])[0].rows;
}

const viaParameters = async (statement: BoundStatement) =>
  ((await drizzle({ client }).execute(boundToSql(statement))) as unknown as { rows: unknown[] }).rows;

describe("compiled statements", () => {
  it.each([
    { name: "O'Brien $1", tags: ["a,b", "{c}"], n: 21 },
    { name: "Zoë", tags: [], n: -4 },
  ])("bind each call's values, the same through EXECUTE and through parameters: %o", async (values) => {
    const statement = describeValues(values);
    const expected = [{ greeting: `${values.name}!`, tags: values.tags.length, doubled: values.n * 2, fixed: "fixed" }];
    expect(await viaPrepared(statement)).toEqual(expected);
    expect(await viaParameters(statement)).toEqual(expected);
  });

  it("compile once per shape: the same text for the same shape, another for another", () => {
    let built = 0;
    const select = shapedStatement<{ column: "a" | "b" }, { v: number }>(
      (shape) => shape.column,
      (shape) => {
        built += 1;
        return sql`select ${sql.placeholder("v")}::int as ${sql.raw(shape.column)}`;
      },
    );
    const first = select({ column: "a" }, { v: 1 });
    const again = select({ column: "a" }, { v: 2 });
    const other = select({ column: "b" }, { v: 3 });
    expect(built).toBe(2);
    expect(again.compiled).toBe(first.compiled);
    expect(again.params).toEqual([2]);
    expect(other.compiled.name).not.toBe(first.compiled.name);
  });

  it("refuses a text holding $n that is not one of its parameters (it could not be split back into them)", () => {
    const odd = compiledStatement<{ v: string }>(() => sql`select '$1' as literal, ${sql.placeholder("v")}::text as v`);
    expect(() => odd({ v: "x" })).toThrow(/only as its parameters/);
  });
});
