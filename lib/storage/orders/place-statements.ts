// The SQL that places an order at the end of a checkout (cart-store.ts CheckoutUnit), as statements for a batched
// transaction (../db.ts BatchedTx): the order number in one round trip, then the order, its lines and its e-mails
// with COMMIT in the next. The counter's row stays locked from the first to the COMMIT (order-numbers.ts), and
// every checkout of the store waits for it, so nothing else is sent while it is held (docs/orders.md "Order numbers").
// Rows go in as JSON records (json_populate_recordset, as the add writes its lines) and come back as JSON text.
import { sql, type SQL } from "drizzle-orm";
import type { BatchRow } from "../db";
import { emailOutbox, orderItems, orders } from "../schema";
import { rowFromJsonText, rowToJson } from "../json-rows";
import { compiledStatement, shapedStatement, type BoundStatement, type Statement } from "../compiled-statement";
import type { NewOutboxRow } from "../email/outbox-store";
import { noteBuyerStatement, type NewBuyer } from "../customers/customer-store";
import { stockSaveStatements, type StockSave } from "../inventory/stock-store";
import type { NewOrder, NewOrderItem } from "./rows";
import type { LoadedOrderRows } from "./order-store";
import { withParsedLines, type StoredOrderLine } from "./order-line";

const takeNumber = compiledStatement<Record<string, never>>(
  () => sql`update order_number_counter set last_number = last_number + 1 where id = 'orders' returning last_number as number`,
);

/** Takes the next order number: the counter's row is locked until the transaction ends. */
export const takeOrderNumberStatement = (): BoundStatement => takeNumber({}, undefined);

/** The number takeOrderNumberStatement took. */
export function parseOrderNumber(rows: BatchRow[]): number {
  if (!rows.length) throw new Error("The order number counter is missing (migration 0017 makes it).");
  return Number(rows[0].number);
}

const columnList = (names: string[], prefix = "") => sql.raw(names.map((name) => `${prefix}"${name}"`).join(", "));

/** The columns a set of JSON records sets (every record of a write sets the same ones). */
const columnsOf = (records: Record<string, unknown>[]) => [...new Set(records.flatMap((record) => Object.keys(record)))].sort();

/** One text for each table and set of columns: insert the records, answer each row written as JSON text. */
const insertRecords = shapedStatement<{ table: "orders" | "order_items" | "email_outbox"; columns: string[] }, { records: string }>(
  ({ table, columns }) => `${table}:${columns.join(",")}`,
  ({ table, columns }): SQL => {
    const into = { orders, order_items: orderItems, email_outbox: emailOutbox }[table];
    const insert = sql`insert into ${into} (${columnList(columns)})
      select ${columnList(columns, "r.")} from json_populate_recordset(null::${sql.raw(table)}, ${sql.placeholder("records")}::json) r`;
    // An e-mail's send key already in the outbox is left as it is (outbox-store.ts enqueue).
    return table === "email_outbox" ? sql`${insert} on conflict (send_key) do nothing` : sql`${insert} returning row_to_json(${into}.*)::text as row`;
  },
);

function insertStatement(table: "orders" | "order_items" | "email_outbox", records: Record<string, unknown>[]): BoundStatement {
  return insertRecords({ table, columns: columnsOf(records) }, { records: JSON.stringify(records) });
}

/** What a checkout writes once it has its number: the order, its lines (in position order), its e-mails, its buyer,
 * and the units it holds of products whose stock is kept (levels decided on rows locked earlier in the transaction). */
export type OrderPlacement = {
  order: NewOrder;
  items: (Omit<NewOrderItem, "orderId" | "cartItem"> & { cartItem: StoredOrderLine })[];
  outbox: NewOutboxRow[];
  buyer?: NewBuyer;
  stockSaves?: readonly StockSave[];
};

/** The statements that write a placement (their answers: parsePlacedOrder). */
export function placeOrderStatements({ order, items, outbox, buyer, stockSaves = [] }: OrderPlacement): Statement[] {
  const lines = items.map((line) => rowToJson(orderItems, { ...line, orderId: order.id }));
  return [
    insertStatement("orders", [rowToJson(orders, order)]),
    insertStatement("order_items", lines),
    ...(outbox.length ? [insertStatement("email_outbox", outbox.map((row) => rowToJson(emailOutbox, row)))] : []),
    ...(buyer ? [noteBuyerStatement(buyer)] : []),
    ...stockSaveStatements(stockSaves),
  ];
}

/** The order and its lines as written, from the answers of placeOrderStatements. */
export function parsePlacedOrder([order, items]: BatchRow[][]): LoadedOrderRows {
  const lines = items.map((row) => rowFromJsonText(orderItems, String(row.row))).sort((a, b) => a.position - b.position);
  return { order: rowFromJsonText(orders, String(order[0].row)), items: withParsedLines(lines) };
}
