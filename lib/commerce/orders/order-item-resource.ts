// An order item as EP renders it (`order_item`): the cart item as it was at checkout, plus `order_id`.
import type { OrderItemRow } from "@/lib/storage/orders/rows";
import { absoluteHref } from "../absolute-href";
import { isoSeconds } from "../time";

export const rowTimestamps = (row: { createdAt: Date; updatedAt?: Date }) => ({
  created_at: isoSeconds(row.createdAt),
  updated_at: isoSeconds(row.updatedAt ?? row.createdAt),
});

/** An order item: the cart item as it was at checkout, as EP's `order_item`, plus `order_id`; its image absolute against `origin`. */
export function orderItemResource(row: OrderItemRow, origin: string) {
  const stored = row.cartItem;
  // The cart line's id, type and timestamps give way to the order item's; the rest is kept as it was.
  const fields: Record<string, unknown> = { ...stored };
  for (const key of ["id", "type", "timestamps", "meta", "relationships"]) delete fields[key];
  if (stored.image) fields.image = { ...stored.image, href: absoluteHref(stored.image.href, origin) };
  const times = rowTimestamps(row);
  return {
    ...fields,
    id: row.id,
    type: "order_item" as const,
    order_id: row.orderId,
    meta: { ...stored.meta, timestamps: times },
    timestamps: times,
    relationships: {
      ...(stored.relationships ?? {}),
      cart_item: { data: { type: stored.type, id: stored.id } },
    },
  };
}
