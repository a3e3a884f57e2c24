// The SQL that places an order at the end of a checkout (cart-store.ts CheckoutUnit), as the statements of the
// batched transaction's last round trip (../db.ts BatchedTx), sent with COMMIT: the buyer and the stock held, then
// the order, which takes the store's next number in the same statement (a data-modifying CTE bumps the counter), its
// lines, and its e-mails with the number written in. The counter's row is locked from that statement to the COMMIT
// behind it, within one round trip, and every checkout of the store waits for it (docs/orders.md "Order numbers").
// Rows go in as JSON records (json_populate_recordset, as the add writes its lines) and come back as JSON text.
import { sql, type SQL } from "drizzle-orm";
import type { BatchRow } from "../db";
import { emailOutbox, orderItems, orders } from "../schema";
import { rowFromJsonText, rowToJson } from "../json-rows";
import { shapedStatement, type Statement } from "../compiled-statement";
import type { NewOutboxRow } from "../email/outbox-store";
import { noteBuyerStatement, type NewBuyer } from "../customers/customer-store";
import { stockSaveStatements, type StockSave } from "../inventory/stock-store";
import type { NewOrder, NewOrderItem } from "./rows";
import type { LoadedOrderRows } from "./order-store";
import { withParsedLines, type StoredOrderLine } from "./order-line";

const columnList = (names: string[], prefix = "") => sql.raw(names.map((name) => `${prefix}"${name}"`).join(", "));

/** The columns a set of JSON records sets (every record of a write sets the same ones). */
const columnsOf = (records: Record<string, unknown>[]) => [...new Set(records.flatMap((record) => Object.keys(record)))].sort();

/** Records as json_populate_recordset reads them. */
const recordsOf = (table: "orders" | "order_items" | "email_outbox") => sql`json_populate_recordset(null::${sql.raw(table)}, ${sql.placeholder("records")}::json) r`;

/** The order, numbered: the counter is bumped by this statement, so its row is locked only from here to the COMMIT. */
const insertNumberedOrder = shapedStatement<{ columns: string[] }, { records: string }>(
  ({ columns }) => `orders:${columns.join(",")}`,
  ({ columns }): SQL => sql`with taken as (update order_number_counter set last_number = last_number + 1 where id = 'orders' returning last_number)
    insert into ${orders} (${columnList(columns)}, "number")
    select ${columnList(columns, "r.")}, taken.last_number from ${recordsOf("orders")}, taken
    returning row_to_json(${orders}.*)::text as row`,
);

const insertLines = shapedStatement<{ columns: string[] }, { records: string }>(
  ({ columns }) => `order_items:${columns.join(",")}`,
  ({ columns }): SQL => sql`insert into ${orderItems} (${columnList(columns)})
    select ${columnList(columns, "r.")} from ${recordsOf("order_items")} returning row_to_json(${orderItems}.*)::text as row`,
);

/** A path into a payload as a text[] literal: its keys are the code's own (ORDER_REFERENCE_PATHS), never a request's. */
function jsonPath(path: readonly string[]): SQL {
  if (!path.every((key) => /^[A-Za-z_]\w*$/.test(key))) throw new Error(`Not a payload path: ${path.join(".")}`);
  return sql.raw(`'{${path.join(",")}}'`);
}

/** Where the e-mails name the order by its number, and the store's prefix to it (the label: prefix then number). */
export type NumberLabel = { prefix: string; paths: readonly (readonly string[])[] };

/** The e-mails, each payload given the order's label (`prefix` and the number the order statement took) at `paths`;
 * a path whose parent the payload lacks is left out. An e-mail's send key already in the outbox is left as it is
 * (outbox-store.ts enqueue). */
const insertNumberedOutbox = shapedStatement<{ columns: string[]; paths: readonly (readonly string[])[] }, { records: string; prefix: string; orderId: string }>(
  ({ columns, paths }) => `email_outbox:${columns.join(",")}:${paths.map((path) => path.join(".")).join(",")}`,
  ({ columns, paths }): SQL => {
    const labelled = paths.reduce<SQL>((payload, path) => sql`jsonb_set(${payload}, ${jsonPath(path)}, numbered.label, false)`, sql`r.payload`);
    const values = columns.map((column) => (column === "payload" ? labelled : sql.raw(`r."${column}"`)));
    return sql`insert into ${emailOutbox} (${columnList(columns)})
      select ${sql.join(values, sql`, `)} from ${recordsOf("email_outbox")},
        (select to_jsonb(${sql.placeholder("prefix")}::text || o.number) as label from ${orders} o where o.id = ${sql.placeholder("orderId")}::uuid) numbered
      on conflict (send_key) do nothing`;
  },
);

/** What a checkout writes at its end: the order (numbered as it is written), its lines (in position order), its
 * e-mails (their payloads labelled with the number at `numberLabel`'s paths), its buyer, and the units it holds of
 * products whose stock is kept (levels decided on rows locked earlier in the transaction). */
export type OrderPlacement = {
  order: Omit<NewOrder, "number"> & { id: string };
  items: (Omit<NewOrderItem, "orderId" | "cartItem"> & { cartItem: StoredOrderLine })[];
  outbox: NewOutboxRow[];
  numberLabel: NumberLabel;
  buyer?: NewBuyer;
  stockSaves?: readonly StockSave[];
};

/** The statements that write a placement, the number taken as late as it can be, and how to read their answers. */
export function placeOrderStatements({ order, items, outbox, numberLabel, buyer, stockSaves = [] }: OrderPlacement): { statements: Statement[]; parse: (answers: BatchRow[][]) => LoadedOrderRows } {
  const orderRecord = rowToJson(orders, order);
  const lines = items.map((line) => rowToJson(orderItems, { ...line, orderId: order.id }));
  const messages = outbox.map((row) => rowToJson(emailOutbox, row));
  const bound = (records: Record<string, unknown>[]) => ({ records: JSON.stringify(records) });
  // What does not name the order goes first, so the counter is locked for the order's own rows and COMMIT alone.
  const before: Statement[] = [...(buyer ? [noteBuyerStatement(buyer)] : []), ...stockSaveStatements(stockSaves)];
  const statements: Statement[] = [
    ...before,
    insertNumberedOrder({ columns: columnsOf([orderRecord]) }, bound([orderRecord])),
    insertLines({ columns: columnsOf(lines) }, bound(lines)),
    ...(messages.length
      ? [insertNumberedOutbox({ columns: columnsOf(messages), paths: numberLabel.paths }, { ...bound(messages), prefix: numberLabel.prefix, orderId: order.id })]
      : []),
  ];
  return { statements, parse: (answers) => parsePlacedOrder(answers.slice(before.length)) };
}

/** The order and its lines as written, from the answers of its two statements. */
function parsePlacedOrder([order, items]: BatchRow[][]): LoadedOrderRows {
  // The counter's row is made by migration 0017: without it the order statement writes nothing.
  if (!order.length) throw new Error("The order number counter is missing (migration 0017 makes it).");
  const lines = items.map((row) => rowFromJsonText(orderItems, String(row.row))).sort((a, b) => a.position - b.position);
  return { order: rowFromJsonText(orders, String(order[0].row)), items: withParsedLines(lines) };
}
