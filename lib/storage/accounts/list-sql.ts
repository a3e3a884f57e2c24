// The back-office lists of accounts, members and memberships in SQL: a filter's conditions, an order, a page.
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { readTogether, type Executor } from "../db";
import type { ListSort, TextCondition } from "./rows";

/** A list's conditions as SQL on its table's columns. */
export function conditionsSql<Column extends string>(columns: Record<Column, AnyPgColumn>, conditions: TextCondition<Column>[]): SQL | undefined {
  return and(
    ...conditions.map((condition) => {
      const column = columns[condition.column];
      if (condition.op === "like") return ilike(column, condition.pattern);
      if (condition.op === "in") return condition.values.length ? inArray(column, condition.values) : sql`false`;
      return eq(column, condition.value);
    }),
  );
}

/** A list's order on its table's columns, its id last so that pages never overlap. */
export function sortSql<Column extends string>(columns: Record<Column, AnyPgColumn>, sort: ListSort<Column>, id: AnyPgColumn): SQL[] {
  const by = sort.descending ? desc : asc;
  return [by(columns[sort.column]), by(id)];
}

/** The rows of one page of a list and how many match, read together. */
export async function pageOfRows<Row>(db: Executor, rows: () => PromiseLike<Row[]>, total: () => PromiseLike<{ total: number }[]>) {
  const [page, [{ total: all }]] = await readTogether(db, rows, total);
  return { rows: page, total: all };
}
