// POST /v2/orders/{id}/shipping-groups and PUT …/shipping-groups/{groupId} (EP's order shipping groups): a back
// office or a 3PL adds a group to an order or writes a group's tracking reference, carrier (Cartwright's `carrier`,
// beside EP's fields; the group's shipping type when left out), address and delivery estimate. When every group of
// an order not yet shipped has its tracking reference, the order ships exactly as when the admin marks it shipped
// (fulfilOrder, update-order.ts): stock taken, the shipment shown on the shopper's order page, the shipping e-mail
// through the outbox, the store's log told. Administrators only (client credentials).
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import { ApiError, badRequest, unprocessable } from "../errors";
import { now } from "../clock";
import { changeOrderPayments } from "../payments/payment-ledger";
import { stockChanged } from "../inventory/stock";
import type { OrderRow, OrderShippingGroup, OrderShipment } from "@/lib/storage/orders/rows";
import { shipOrderSchema } from "./ship-order";
import { fulfilOrder } from "./update-order";
import { orderShippingGroupResource } from "./order-shipping-groups";
import type { Uuid } from "../uuid";

const text = (max: number) => z.string().max(max, `Keep it to ${max} characters.`);

const addressSchema = z.strictObject(
  Object.fromEntries(
    ["first_name", "last_name", "phone_number", "company_name", "line_1", "line_2", "city", "postcode", "county", "country", "region", "instructions"].map((field) => [
      field,
      text(255).optional(),
    ]),
  ) as Record<string, z.ZodOptional<z.ZodString>>,
);

const deliveryEstimateSchema = z
  .strictObject({ start: z.iso.datetime({ offset: true }).optional(), end: z.iso.datetime({ offset: true }).optional() })
  .superRefine((estimate, ctx) => {
    if (estimate.start && estimate.end && Date.parse(estimate.start) > Date.parse(estimate.end)) {
      ctx.addIssue({ code: "custom", path: ["start"], message: "The start date cannot occur after the end date", params: { title: "Date Logic Discrepancy" } });
    }
  });

export const orderShippingGroupBodySchema = z.object({
  data: z.object({
    type: z.literal("shipping_group", "The type must be shipping_group."),
    shipping_type: z.string().trim().min(1).max(64).optional(),
    tracking_reference: shipOrderSchema.shape.tracking_number.optional(),
    carrier: shipOrderSchema.shape.carrier.optional(),
    external_ref: text(64).optional(),
    address: addressSchema.optional(),
    delivery_estimate: deliveryEstimateSchema.optional(),
  }),
});
export type OrderShippingGroupWrite = z.output<typeof orderShippingGroupBodySchema>["data"];

const groupNotFound = (orderId: string, groupId: string) =>
  new ApiError({ status: 404, title: "Group not found", detail: `Group with ID [${groupId}] not found for order [${orderId}]` });

/** EP's 422 for a group added to an order that will not ship (a cancelled one). */
const cannotCreateGroup = () => unprocessable("Unprocessable Entity", "Cannot create shipping group for this order: it is cancelled.");

/** The group with what was written merged in (the address field by field), its time moved. */
function written(group: OrderShippingGroup, write: OrderShippingGroupWrite, at: string): OrderShippingGroup {
  return {
    ...group,
    ...(write.shipping_type !== undefined ? { shipping_type: write.shipping_type } : {}),
    ...(write.tracking_reference !== undefined ? { tracking_reference: write.tracking_reference } : {}),
    ...(write.carrier !== undefined ? { carrier: write.carrier } : {}),
    ...(write.external_ref !== undefined ? { external_ref: write.external_ref } : {}),
    ...(write.address !== undefined ? { address: { ...group.address, ...(write.address as Record<string, string>) } } : {}),
    ...(write.delivery_estimate !== undefined ? { delivery_estimate: { ...group.delivery_estimate, ...write.delivery_estimate } } : {}),
    updated_at: at,
  };
}

/**
 * Rule: an order ships when every one of its groups carries a tracking reference; the shipment is the one just
 * written (its carrier, else its shipping type).
 */
export function shipmentOnceTracked(groups: OrderShippingGroup[], changed: OrderShippingGroup, at: string): OrderShipment | undefined {
  if (!changed.tracking_reference || !groups.every((group) => group.tracking_reference)) return undefined;
  return { carrier: changed.carrier ?? changed.shipping_type, tracking_number: changed.tracking_reference, shipped_at: at };
}

async function writeGroup(caller: Caller, orderId: Uuid, decide: (order: OrderRow, at: string) => { groups: OrderShippingGroup[]; changed: OrderShippingGroup }) {
  const { result, order } = await changeOrderPayments(caller, orderId, async (ledger) => {
    const at = now().toISOString();
    const { groups, changed } = decide(ledger.order, at);
    ledger.amendOrder({ shippingGroups: groups });
    const shipment = ledger.order.shipping === "fulfilled" ? undefined : shipmentOnceTracked(groups, changed, at);
    if (shipment) await fulfilOrder(caller, ledger, shipment);
    return { id: changed.id, shipped: Boolean(shipment) };
  });
  // A shipped order's units moved: shown from now on.
  if (result.shipped) stockChanged(undefined);
  return orderShippingGroupResource(order, order.shippingGroups.find((group) => group.id === result.id)!);
}

/** POST /v2/orders/{id}/shipping-groups: a new group, priced at nothing (the order's totals do not move). */
export async function createOrderShippingGroup(caller: Caller, orderId: Uuid, write: OrderShippingGroupWrite) {
  return writeGroup(caller, orderId, ({ status, shippingGroups: groups }, at) => {
    if (status === "cancelled") throw cannotCreateGroup();
    const fresh: OrderShippingGroup = { id: randomUUID(), shipping_type: "standard", external_ref: null, price: { base: 0, tax: 0, fees: 0 }, created_at: at };
    const changed = written(fresh, write, at);
    return { groups: [...groups, changed], changed };
  });
}

/** PUT /v2/orders/{id}/shipping-groups/{groupId}: a shipped order's address no longer moves (EP's 400). */
export async function updateOrderShippingGroup(caller: Caller, orderId: Uuid, groupId: string, write: OrderShippingGroupWrite) {
  return writeGroup(caller, orderId, ({ shipping, shippingGroups: groups }, at) => {
    const index = groups.findIndex((group) => group.id === groupId.toLowerCase());
    if (index < 0) throw groupNotFound(orderId, groupId);
    if (write.address !== undefined && shipping === "fulfilled") {
      throw badRequest("Bad Request", "Cannot update order shipping address because shipping status is fulfilled", { source: "data.address" });
    }
    const changed = written(groups[index], write, at);
    return { groups: groups.map((group, i) => (i === index ? changed : group)), changed };
  });
}

