// GET /v2/orders/{id}/shipping-groups[/{groupId}] (EP's order shipping groups): the shipping groups the order kept
// from its cart at checkout, in EP's ShippingGroupResponse shape, addressed to the order's shipping address. Once
// shipped, `tracking_reference` is the shipment's tracking number and `meta.carrier` its carrier (where EP's
// clients ignore it); a group a back office or 3PL wrote (order-shipping-group-change.ts) shows its own. Whoever may read the order may read them (order-access.ts).
import type { Caller } from "../auth/tokens";
import { notFound } from "../errors";
import { money } from "../money";
import { isoSeconds } from "../time";
import type { OrderShippingGroup } from "@/lib/storage/orders/rows";
import { getOrder, type OrderRow } from "./orders";
import { orderShippingAddress } from "./order-resource";
import type { Uuid } from "../uuid";

export function orderShippingGroupResource(order: OrderRow, group: OrderShippingGroup) {
  const { base, tax, fees } = group.price;
  const shipment = order.shipment;
  return {
    type: "shipping_group" as const,
    id: group.id,
    relation: "order" as const,
    order_id: order.id,
    shipping_type: group.shipping_type,
    tracking_reference: group.tracking_reference ?? shipment?.tracking_number ?? "",
    ...(group.external_ref !== null ? { external_ref: group.external_ref } : {}),
    address: { ...orderShippingAddress(order), ...group.address },
    ...(group.delivery_estimate ? { delivery_estimate: group.delivery_estimate } : {}),
    created_at: group.created_at ? isoSeconds(new Date(group.created_at)) : isoSeconds(order.createdAt),
    updated_at: group.updated_at ? isoSeconds(new Date(group.updated_at)) : isoSeconds(order.updatedAt),
    relationships: { order: { data: { type: "order" as const, id: order.id } } },
    meta: {
      shipping_display_price: {
        total: money(base + tax + fees, order.currency),
        base: money(base, order.currency),
        tax: money(tax, order.currency),
        fees: money(fees, order.currency),
        discount: money(0, order.currency),
      },
      ...(shipment ? { carrier: shipment.carrier, shipped_at: shipment.shipped_at } : {}),
      ...(group.carrier ? { carrier: group.carrier } : {}),
    },
  };
}

export async function listOrderShippingGroups(caller: Caller, orderId: Uuid) {
  const { order } = await getOrder(caller, orderId);
  return order.shippingGroups.map((group) => orderShippingGroupResource(order, group));
}

export async function getOrderShippingGroup(caller: Caller, orderId: Uuid, groupId: string) {
  const found = (await listOrderShippingGroups(caller, orderId)).find((group) => group.id === groupId.toLowerCase());
  if (!found) throw notFound("Not Found", "Shipping group not found", { id: groupId });
  return found;
}
