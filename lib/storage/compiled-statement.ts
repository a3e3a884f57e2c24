// Statements compiled once per process: Drizzle builds the SQL text of a hot statement a single time,
// with placeholders (sql.placeholder) where its values go; each request only fills the values in.
// Building the text on every add-to-cart cost more Node.js CPU than running the statements did.
// The batched transaction (db.ts) executes a bound statement by its precomputed prepared-statement name.
import { createHash } from "node:crypto";
import { fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

const dialect = new PgDialect();

/** A statement's text (parameters $1…$n) and the name it is prepared under on a connection. */
export type CompiledText = { text: string; name: string };

/** A compiled statement with its values: what a batch runs. */
export type BoundStatement = { compiled: CompiledText; params: unknown[] };

/** What a batched transaction runs: a bound statement, or Drizzle SQL built for this request. */
export type Statement = SQL | BoundStatement;

export const isBound = (statement: Statement): statement is BoundStatement => "compiled" in statement;

/** The statement as Drizzle SQL, for an executor that takes SQL (PGlite, a Drizzle transaction). */
export const statementSql = (statement: Statement): SQL => (isBound(statement) ? boundToSql(statement) : statement);

/** The prepared-statement name of a text: a digest, so that a different text is simply another statement. */
export const preparedName = (text: string) => `cw_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;

/** SQL text and parameters of any statement. */
export function statementQuery(statement: Statement): { text: string; name?: string; params: unknown[] } {
  if (isBound(statement)) return { text: statement.compiled.text, name: statement.compiled.name, params: statement.params };
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, params };
}

// Splitting a compiled text at $n is safe because compile() refused any text whose $n are not exactly its parameters.
const PARAMETER = /\$(\d+)\b/;

/** A bound statement as Drizzle SQL with plain parameters (for an executor that takes SQL: PGlite). */
export function boundToSql({ compiled, params }: BoundStatement): SQL {
  const parts = compiled.text.split(PARAMETER);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`));
  return sql.join(chunks);
}

type Compiled = CompiledText & { placeholders: unknown[] };

function compile(statement: SQL): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const references = text.match(/\$\d+\b/g) ?? [];
  if (references.length !== params.length || references.some((reference, i) => reference !== `$${i + 1}`)) {
    throw new Error("A compiled statement's text may hold $n only as its parameters, each once, in order");
  }
  return { text, name: preparedName(text), placeholders: params };
}

/**
 * A statement of one shape: `build` is called once (on first use, given that call's `builder`, e.g. a
 * Drizzle database for its query builder) with its values as placeholders; each call binds `values` to them.
 */
export function compiledStatement<V extends Record<string, unknown>, B = void>(build: (builder: B) => SQL): (values: V, builder: B) => BoundStatement {
  let compiled: Compiled | undefined;
  return (values, builder) => {
    compiled ??= compile(build(builder));
    return { compiled, params: fillPlaceholders(compiled.placeholders, values) };
  };
}

/** Beyond this many shapes a statement family compiles each further shape per call instead of keeping it. */
const MAX_SHAPES = 64;

/**
 * A family of statements whose text depends on a shape (which product keys a request names, which
 * columns a write sets): each shape, named by `key`, is compiled once.
 */
export function shapedStatement<S, V extends Record<string, unknown>>(
  key: (shape: S) => string,
  build: (shape: S) => SQL,
): (shape: S, values: V) => BoundStatement {
  const shapes = new Map<string, Compiled>();
  const bind = (compiled: Compiled, values: V): BoundStatement => ({ compiled, params: fillPlaceholders(compiled.placeholders, values) });
  return (shape, values) => {
    const name = key(shape);
    let compiled = shapes.get(name);
    if (!compiled) {
      compiled = compile(build(shape));
      if (shapes.size < MAX_SHAPES) shapes.set(name, compiled);
    }
    return bind(compiled, values);
  };
}
