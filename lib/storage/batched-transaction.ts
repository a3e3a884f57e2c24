// Rendering statements for a batch (db.ts BatchedTx): PostgreSQL's simple query protocol carries several
// statements in one round trip but no bind parameters, so each statement becomes EXECUTE of a prepared
// statement whose arguments are literals, made by pg's own conversion (prepareValue: the text it would
// have sent as the parameter) and quoting (escapeLiteral); PostgreSQL coerces each to the parameter's type.
import pg from "pg";
import { preparedName, statementQuery, type Statement } from "./compiled-statement";

const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;

/** A parameter value as the literal of the text pg would send for it. */
export function pgLiteral(value: unknown): string {
  const text = prepareValue(value);
  return text === null || text === undefined ? "null" : pg.escapeLiteral(String(text));
}

/** What one connection has prepared: PREPARE outlives transactions, rolled-back ones included. */
export type PreparedNames = Set<string>;

/** Beyond this many prepared statements a connection starts afresh (DEALLOCATE ALL). */
const MAX_PREPARED = 200;

export type PreparedBatch = {
  /** The texts to send, in order. */
  texts: string[];
  /** For each text, whether its result is one the caller asked for (not a PREPARE or DEALLOCATE). */
  answers: boolean[];
  /** Names this batch prepares: known to the connection once the batch has succeeded. */
  preparing: string[];
};

/**
 * Statements as EXECUTEs of prepared statements, each preceded by its PREPARE the first time the
 * connection meets its text: PostgreSQL then plans an add-to-cart's statements once per connection
 * instead of on every request (planning cost more than running them). The name is a digest of the
 * text, so a statement whose text varies (a different set of columns) is simply another statement.
 */
export function preparedBatch(statements: Statement[], prepared: PreparedNames, literal: (value: unknown) => string = pgLiteral): PreparedBatch {
  const batch: PreparedBatch = { texts: [], answers: [], preparing: [] };
  if (prepared.size + statements.length > MAX_PREPARED) {
    prepared.clear();
    batch.texts.push("deallocate all");
    batch.answers.push(false);
  }
  // Every PREPARE goes before the first EXECUTE, so an error an EXECUTE raises leaves them all made.
  const executes: string[] = [];
  for (const statement of statements) {
    const query = statementQuery(statement);
    const { params } = query;
    // A compiled statement (compiled-statement.ts) carries its name; SQL built for this request is named here.
    const name = query.name ?? preparedName(query.text);
    if (!prepared.has(name) && !batch.preparing.includes(name)) {
      batch.texts.push(`prepare ${name} as ${query.text}`);
      batch.answers.push(false);
      batch.preparing.push(name);
    }
    executes.push(params.length ? `execute ${name}(${params.map(literal).join(", ")})` : `execute ${name}`);
  }
  for (const execute of executes) {
    batch.texts.push(execute);
    batch.answers.push(true);
  }
  return batch;
}

/**
 * Whether a failed batch's error can only have come from running a statement, after every PREPARE of
 * the batch was made (they come first, and outlive the failed transaction): a constraint (23…), a
 * PL/pgSQL RAISE (P0…) or the plan guard (CW…). PREPARE raises none of these; after any other error
 * the connection's prepared statements must be read back.
 */
export function raisedAfterPrepares(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && /^(23|P0|CW)[0-9A-Z]{3}$/.test(code);
}
