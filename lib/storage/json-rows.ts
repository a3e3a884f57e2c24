// Rows that travel as JSON text (`row_to_json`, `json_agg`, `json_populate_recordset`): one value per
// statement instead of typed columns, which is much cheaper to move out of PGlite for many rows, and
// lets hot paths skip the query builder. These map between a Drizzle table's rows and that JSON.
import { getTableColumns, type InferSelectModel, type Table } from "drizzle-orm";

type Columns = [key: string, name: string, isDate: boolean][];
const cache = new WeakMap<Table, Columns>();

function columnsOf(table: Table): Columns {
  let columns = cache.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name, column.columnType === "PgTimestamp"]);
    cache.set(table, columns);
  }
  return columns;
}

/** The database's column names of a table, in schema order. */
export function columnNames(table: Table): string[] {
  return columnsOf(table).map(([, name]) => name);
}

/** A row as PostgreSQL renders it in JSON (column names, timestamps as text) → the Drizzle row. */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, name, isDate] of columnsOf(table)) {
    const value = json[name] ?? null;
    row[key] = isDate && typeof value === "string" ? new Date(value) : value;
  }
  return row as InferSelectModel<T>;
}

/** rowFromJson of a row's JSON text (`row_to_json(...)::text`). */
export const rowFromJsonText = <T extends Table>(table: T, text: string) => rowFromJson(table, JSON.parse(text) as Record<string, unknown>);

/** rowFromJson of each row of a JSON array text (`json_agg(...)::text`). */
export const rowsFromJsonText = <T extends Table>(table: T, text: string) =>
  (JSON.parse(text) as Record<string, unknown>[]).map((json) => rowFromJson(table, json));

/** A Drizzle row (or part of one) → JSON keyed by column name, for `json_populate_recordset`. */
export function rowToJson<T extends Table>(table: T, row: Partial<InferSelectModel<T>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, name] of columnsOf(table)) {
    const value = (row as Record<string, unknown>)[key];
    if (value !== undefined) out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
