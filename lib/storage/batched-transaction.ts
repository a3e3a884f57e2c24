// Rendering statements for a batch (db.ts BatchedTx): PostgreSQL's simple query protocol carries several
// statements in one round trip but no parameters, so each parameter becomes a literal, made by pg's own
// conversion (prepareValue: the text it would have sent as the parameter) and quoting (escapeLiteral).
// A quoted literal and a text parameter are both of unknown type to the parser, so types resolve alike.
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";

const dialect = new PgDialect();

const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;

/** A parameter value as the literal of the text pg would send for it. */
export function pgLiteral(value: unknown): string {
  const text = prepareValue(value);
  return text === null || text === undefined ? "null" : pg.escapeLiteral(String(text));
}

/** Drizzle statements → SQL texts with their parameters as literals (`$n` occurs only as a placeholder). */
export function renderStatements(statements: SQL[], literal: (value: unknown) => string = pgLiteral): string[] {
  return statements.map((statement) => {
    const { sql, params } = dialect.sqlToQuery(statement);
    return sql.replace(/\$(\d+)\b/g, (placeholder, n: string) => {
      const index = Number(n) - 1;
      if (index >= params.length) throw new Error(`${placeholder} has no parameter`);
      return literal(params[index]);
    });
  });
}
