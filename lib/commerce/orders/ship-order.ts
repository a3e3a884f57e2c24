// Shipping an order records how it left: the carrier and its tracking number, shown to the shopper (the order page,
// the shipping e-mail). The move itself is updateOrder's `shipping: fulfilled` (the units it held leave the stock).
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import type { OrderShipment } from "@/lib/storage/orders/rows";
import { now } from "../clock";
import { updateOrder } from "./update-order";
import type { Uuid } from "../uuid";

export type { OrderShipment };

export const shipOrderSchema = z.object({
  carrier: z.string().trim().min(1, "Choose or name the carrier.").max(64, "Keep the carrier's name to 64 characters."),
  tracking_number: z
    .string()
    .trim()
    .min(1, "Enter the tracking number.")
    .max(64, "Keep the tracking number to 64 characters.")
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, "A tracking number has letters, digits, spaces, dots, slashes or dashes."),
});
export type ShipOrder = z.output<typeof shipOrderSchema>;

export async function shipOrder(caller: Caller, orderId: Uuid, shipping: ShipOrder) {
  const shipment: OrderShipment = { carrier: shipping.carrier, tracking_number: shipping.tracking_number, shipped_at: now().toISOString() };
  return updateOrder(caller, orderId, { type: "order", shipping: "fulfilled" }, { shipment });
}
