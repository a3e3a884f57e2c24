// The SQL of a payment (lib/commerce/payments/pay-order.ts), as compiled statements for a batched
// transaction (../db.ts BatchedTx), the same number whatever the order holds:
//   lock      the order row, FOR UPDATE (a second payment of the order waits here, then sees the first)
//   read      its transactions, its subscriptions waiting for its money (locked too), the manual gateway's setting
//   write     the new transaction, the order's payment fields, the subscriptions it starts
// lock and read travel in one round trip with BEGIN; the write in one with COMMIT. Rows travel as JSON
// text (../json-rows.ts); a written row is the one the domain planned, so nothing needs to come back.
import { sql } from "drizzle-orm";
import type { BatchRow } from "../db";
import { compiledStatement, type BoundStatement } from "../compiled-statement";
import { rowFromJsonText, rowsFromJsonText, rowToJson } from "../json-rows";
import { orders, orderTransactions, paymentSettings, subscriptions } from "../schema";
import type { OrderRow, TransactionRow } from "../orders/rows";
import type { SubscriptionRow } from "../subscriptions/rows";

const lockOrder = compiledStatement<{ orderId: string }>(
  () => sql`select row_to_json(o)::text as row from ${orders} o where o.id = ${sql.placeholder("orderId")} for update`,
);

const transactionsOf = compiledStatement<{ orderId: string }>(
  () => sql`select coalesce(json_agg(t order by t.created_at, t.id), '[]')::text as rows from ${orderTransactions} t where t.order_id = ${sql.placeholder("orderId")}`,
);

const lockPendingSubscriptions = compiledStatement<{ orderId: string }>(
  () => sql`select coalesce(json_agg(s order by s.created_at, s.id), '[]')::text as rows
    from (select * from ${subscriptions} where order_id = ${sql.placeholder("orderId")} and pending order by created_at, id for update) s`,
);

const manualGatewayEnabled = compiledStatement<Record<string, never>>(
  () => sql`select coalesce((select ${paymentSettings.manualGatewayEnabled} from ${paymentSettings} where ${paymentSettings.id} = 'payment'), false) as enabled`,
);

/** The statements of the lock and read, in the order parsePaymentRead takes their rows. */
export const paymentReadStatements = (orderId: string): BoundStatement[] => [
  lockOrder({ orderId }),
  transactionsOf({ orderId }),
  lockPendingSubscriptions({ orderId }),
  manualGatewayEnabled({}),
];

export type PaymentRead = {
  /** Locked; undefined when there is no such order. */
  order: OrderRow | undefined;
  /** Oldest first. */
  transactions: TransactionRow[];
  /** The order's subscriptions waiting for its money, locked, oldest first. */
  pendingSubscriptions: SubscriptionRow[];
  manualGatewayEnabled: boolean;
};

export function parsePaymentRead([order, transactions, pending, settings]: BatchRow[][]): PaymentRead {
  return {
    order: order.length ? rowFromJsonText(orders, String(order[0].row)) : undefined,
    transactions: rowsFromJsonText(orderTransactions, String(transactions[0].rows)),
    pendingSubscriptions: rowsFromJsonText(subscriptions, String(pending[0].rows)),
    manualGatewayEnabled: settings[0].enabled === true,
  };
}

/** A subscription the payment starts: no longer pending, its schedule from the payment. */
export type SubscriptionStart = Pick<SubscriptionRow, "id" | "invoiceAfter" | "endDate" | "status" | "updatedAt">;

/** What a payment writes: every row as the plan says it now is. */
export type PaymentWrite = { transaction: TransactionRow; order: OrderRow; starts: SubscriptionStart[] };

// A whole row in the table's column order: `select *` of json_populate_record gives them in that order.
const insertTransaction = compiledStatement<{ row: string }>(
  () => sql`insert into ${orderTransactions} select * from json_populate_record(null::order_transactions, ${sql.placeholder("row")}::json)`,
);

// The order fields a payment change writes (payment-store.ts OrderPaymentChange).
const updateOrder = compiledStatement<{ row: string }>(
  () => sql`update ${orders} o set status = r.status, payment = r.payment, shipping = r.shipping, stock_held = r.stock_held,
      shipment = r.shipment, display_price = r.display_price, updated_at = r.updated_at
    from json_populate_record(null::orders, ${sql.placeholder("row")}::json) r where o.id = r.id`,
);

const startSubscriptions = compiledStatement<{ rows: string }>(
  () => sql`update ${subscriptions} s set pending = false, invoice_after = r.invoice_after, end_date = r.end_date, status = r.status, updated_at = r.updated_at
    from json_populate_recordset(null::subscriptions, ${sql.placeholder("rows")}::json) r where s.id = r.id`,
);

export function paymentWriteStatements(write: PaymentWrite): BoundStatement[] {
  return [
    insertTransaction({ row: JSON.stringify(rowToJson(orderTransactions, write.transaction)) }),
    updateOrder({ row: JSON.stringify(rowToJson(orders, write.order)) }),
    ...(write.starts.length ? [startSubscriptions({ rows: JSON.stringify(write.starts.map((start) => rowToJson(subscriptions, start))) })] : []),
  ];
}
