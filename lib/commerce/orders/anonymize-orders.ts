// POST /v2/orders/anonymize (EP): erases the personal data of the given orders (order-anonymity.ts says what and
// when), all or nothing: one order not final, or not found, and none changes. Already anonymized orders answer as
// they are. Administrators only. E-mails already in the outbox keep what they were written with; an anonymized
// order is written no more (email/order-messages.ts).
import { z } from "zod";
import { ApiError, type ErrorObject } from "../errors";
import { now } from "../clock";
import { orderStore } from "@/lib/storage/orders/order-store";
import type { OrderRow } from "@/lib/storage/orders/rows";
import { uuidField } from "../uuid";
import { anonymizedFields, mayAnonymize, notFinalDetail } from "./order-anonymity";
import type { LoadedOrder } from "./order-resource";

export const ANONYMIZE_LIMIT = 100;

export const anonymizeOrdersSchema = z.object({
  data: z.object({
    order_ids: z
      .array(uuidField("order_ids holds orders' UUIDs"))
      .min(1, "Name at least one order in order_ids.")
      .max(ANONYMIZE_LIMIT, `Anonymize at most ${ANONYMIZE_LIMIT} orders at a time.`),
  }),
});
export type AnonymizeOrders = z.output<typeof anonymizeOrdersSchema>["data"];

const refusal = (orderId: string, detail: string, status = 422): ErrorObject => ({ status, title: "Could not anonymize orders", detail, meta: { order_id: orderId } });

export async function anonymizeOrders({ order_ids }: AnonymizeOrders): Promise<LoadedOrder[]> {
  const ids = [...new Set(order_ids.map((id) => id.toLowerCase()))];
  const saved = await orderStore.transaction(async (tx) => {
    const locked = await orderStore.lockOrders(tx, ids);
    const byId = new Map(locked.map((order) => [order.id, order]));
    const missing = ids.filter((id) => !byId.has(id)).map((id) => refusal(id, `Order ${id} not found`, 404));
    if (missing.length > 0) throw new ApiError(missing);
    const notFinal = locked.filter((order) => !mayAnonymize(order)).map((order) => refusal(order.id, notFinalDetail(order)));
    if (notFinal.length > 0) throw new ApiError(notFinal);
    const at = now();
    const rows: OrderRow[] = [];
    for (const id of ids) {
      const order = byId.get(id)!;
      rows.push(order.anonymized ? order : await orderStore.saveAnonymized(tx, id, anonymizedFields(order, at)));
    }
    return rows;
  });
  const items = await orderStore.items(saved.map((order) => order.id));
  return saved.map((order) => ({ order, items: items.filter((item) => item.orderId === order.id) }));
}
