// Reads that can travel together (docs/performance.md "Round trips at checkout"): a read is its statement and how
// to read its answer, so a batched transaction (db.ts BatchedTx) can send several in one round trip, and anything
// else can run them one after another. The domain asks the stores for reads and hands them back to be run; it
// never looks inside one.
import { sql, type InferSelectModel, type SQL, type Table } from "drizzle-orm";
import type { BatchRow, Executor } from "./db";
import { compiledStatement, statementSql, type Statement } from "./compiled-statement";
import { rowsFromJsonText } from "./json-rows";

/** One read: its statement and how its rows become the answer. */
export type BatchedRead<T> = { readonly statement: Statement; readonly parse: (rows: BatchRow[]) => T };

/** The answers of some reads, in their order. */
export type ReadAnswers<T extends readonly unknown[]> = { [K in keyof T]: BatchedRead<T[K]> };

/** Runs reads, in one round trip when it can: a batched transaction's `read`, or runReads on an executor. */
export type ReadRunner = <T extends readonly unknown[]>(...reads: ReadAnswers<T>) => Promise<T>;

/**
 * Whole rows of `table` that `where` keeps, as Drizzle rows (travelling as one JSON text), then `map`ped. `where`
 * names its values as placeholders (sql.placeholder): the text is built once per process, and each read only binds
 * `values` (compiled-statement.ts); a checkout sends six such reads.
 */
export function compiledTableRead<T extends Table, V extends Record<string, unknown>, R>(
  table: T,
  where: SQL,
  map: (rows: InferSelectModel<T>[]) => R,
): (values: V) => BatchedRead<R> {
  const bind = compiledStatement<V>(() => sql`select coalesce(json_agg(r), '[]')::text as rows from (select * from ${table} where ${where}) r`);
  return (values) => ({ statement: bind(values), parse: (rows) => map(rowsFromJsonText(table, String(rows[0]?.rows ?? "[]"))) });
}

/** Runs reads one after another on `executor` (a transaction, or the database). */
export function readsOn(executor: Executor): ReadRunner {
  return (async (...reads: BatchedRead<unknown>[]) => {
    const answers: unknown[] = [];
    for (const read of reads) answers.push(read.parse(((await executor.execute(statementSql(read.statement))) as unknown as { rows: BatchRow[] }).rows));
    return answers;
  }) as ReadRunner;
}

/** A read whose answer is `map` of another's. */
export const mappedRead = <T, R>(read: BatchedRead<T>, map: (answer: T) => R): BatchedRead<R> => ({ statement: read.statement, parse: (rows) => map(read.parse(rows)) });
