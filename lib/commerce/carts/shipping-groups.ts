// Cart shipping groups: `POST|GET /v2/carts/{id}/shipping-groups`,
// `GET|PUT|DELETE /v2/carts/{id}/shipping-groups/{group}`, in EP's shape.
//
// - A group's `shipping_price` is {base, tax, fees} in integer minor units ≥ 0 of the cart's currency
//   (EP's `total` may be sent and must equal base + tax + fees; shipping discounts are not supported).
//   It counts in the cart's totals once, and only while at least one line links the group
//   (totals.ts; `shipping_group_id` on add or `PUT …/items/{item}`).
// - A group that lines link cannot be deleted (EP: 400 `Cannot delete shipping group`): unlink the
//   lines first (`PUT …/items/{item}` with `shipping_group_id: null`). The database holds the same
//   rule (cart_items → cart_shipping_groups foreign key on (cart_id, id)).
// - Groups belong to an existing cart: an unknown cart is 404 (EP), not created as GET cart does.
// Every change runs in changeCart: the cart row is locked, so a group cannot be deleted while an add
// links a line to it, and the cart's updated_at (and so expires_at) moves.
import { assertMayUseCart } from "./cart-access";
import { z } from "zod";
import { cartStore } from "@/lib/storage/carts/fast-cart-store";
import { ApiError, badRequest } from "../errors";
import { money } from "../money";
import { isoSeconds } from "../time";
import { countrySchema } from "../orders/checkout-schema";
import type { CartRow, ShippingGroupRow } from "./cart-view";
import { assertCartId, cartNotFound, changeCart, findGroup } from "./carts";
import { MAX_LINE_VALUE } from "./item-limit";
import { shippingGroupNotFound } from "./items/item-handler";

const amount = z.number().int().min(0).max(MAX_LINE_VALUE);

const shippingPriceSchema = z.strictObject({
  base: amount.optional(),
  tax: amount.optional(),
  fees: amount.optional(),
  /** EP's total: optional, and when given it must be base + tax + fees. */
  total: amount.optional(),
});

/** A group's address: EP's address fields (as checkout-schema.ts), every one optional: a group may be priced before it is addressed. */
const groupText = (max = 255) => z.string().trim().max(max).optional();
const groupAddressSchema = z.strictObject({
  first_name: groupText(),
  last_name: groupText(),
  company_name: groupText(),
  phone_number: groupText(64),
  line_1: groupText(),
  line_2: groupText(),
  line_3: groupText(),
  city: groupText(),
  county: groupText(),
  region: groupText(),
  postcode: groupText(32),
  country: countrySchema.optional(),
  instructions: groupText(1024),
});

const deliveryEstimateSchema = z.strictObject({
  start: z.iso.datetime({ offset: true }).optional(),
  end: z.iso.datetime({ offset: true }).optional(),
});

const groupWriteSchema = z.object({
  // EP's `shipping_group`; @elasticpath/js-sdk's CreateShippingGroup sends `shipping-type`.
  type: z.enum(["shipping_group", "shipping-type"]).optional(),
  shipping_type: z.string().trim().max(255).optional(),
  tracking_reference: z.string().trim().max(255).optional(),
  external_ref: z.string().max(64).optional(),
  shipping_price: shippingPriceSchema.optional(),
  address: groupAddressSchema.optional(),
  delivery_estimate: deliveryEstimateSchema.optional(),
});

type GroupWrite = z.output<typeof groupWriteSchema>;
type ShippingPrice = ShippingGroupRow["shippingPrice"];
type DeliveryEstimate = { start?: string; end?: string };

export const shippingGroupBodySchema = z.object({ data: groupWriteSchema });

/** The price a write leaves: fields left out keep their stored values; `total` must add up. */
export function mergeShippingPrice(stored: ShippingPrice, write: z.output<typeof shippingPriceSchema> | undefined): ShippingPrice {
  const price = { base: write?.base ?? stored.base, tax: write?.tax ?? stored.tax, fees: write?.fees ?? stored.fees };
  const sum = price.base + price.tax + price.fees;
  if (write?.total !== undefined && write.total !== sum) {
    throw new ApiError({
      status: 422,
      title: "Invalid shipping price",
      detail: `shipping_price.total (${write.total}) must equal base + tax + fees (${sum})`,
      source: "data.shipping_price.total",
      meta: { value: write.total, expected: sum },
    });
  }
  if (sum > MAX_LINE_VALUE) {
    throw new ApiError({
      status: 422,
      title: "Invalid shipping price",
      detail: `A shipping price is at most ${MAX_LINE_VALUE} minor units`,
      source: "data.shipping_price",
      meta: { limit: MAX_LINE_VALUE },
    });
  }
  return price;
}

/** EP's rule: a delivery estimate cannot end before it starts. */
export function checkDeliveryEstimate(estimate: DeliveryEstimate | null | undefined): void {
  if (estimate?.start && estimate.end && Date.parse(estimate.start) > Date.parse(estimate.end)) {
    throw badRequest("Date Logic Discrepancy", "The start date cannot occur after the end date", {
      source: "data.delivery_estimate",
      meta: { value: estimate },
    });
  }
}

function rowValues(write: GroupWrite, stored?: ShippingGroupRow) {
  const shippingPrice = mergeShippingPrice(stored?.shippingPrice ?? { base: 0, tax: 0, fees: 0 }, write.shipping_price);
  const deliveryTime = write.delivery_estimate !== undefined ? write.delivery_estimate : ((stored?.deliveryTime ?? null) as DeliveryEstimate | null);
  checkDeliveryEstimate(deliveryTime);
  return {
    ...(write.shipping_type !== undefined ? { shippingType: write.shipping_type } : {}),
    ...(write.tracking_reference !== undefined ? { trackingReference: write.tracking_reference } : {}),
    ...(write.external_ref !== undefined ? { externalRef: write.external_ref } : {}),
    ...(write.address !== undefined ? { address: write.address } : {}),
    deliveryTime,
    shippingPrice,
    // A price given through the API is its own: the store's rate checkout taxed it at no longer describes it.
    ...(write.shipping_price !== undefined ? { taxRate: null } : {}),
  };
}

async function existingCart(cartId: string): Promise<CartRow> {
  assertCartId(cartId);
  const cart = await cartStore().row(cartId);
  if (!cart) throw cartNotFound(cartId);
  assertMayUseCart(cart);
  return cart;
}

export type ShippingGroupResult = { group: ShippingGroupRow; currency: string };

/** POST /v2/carts/{id}/shipping-groups. */
export async function createShippingGroup(cartId: string, data: GroupWrite): Promise<ShippingGroupResult> {
  let group!: ShippingGroupRow;
  const view = await changeCart(cartId, async (unit) => {
    group = await unit.insertGroup(rowValues(data));
  });
  return { group, currency: view.cart.currency ?? "" };
}

/** PUT /v2/carts/{id}/shipping-groups/{group}: fields left out keep their values (shipping_price field by field). */
export async function updateShippingGroup(cartId: string, groupId: string, data: GroupWrite): Promise<ShippingGroupResult> {
  let group!: ShippingGroupRow;
  const view = await changeCart(cartId, async (unit) => {
    const stored = await findGroup(unit, groupId);
    group = await unit.updateGroup(stored.id, rowValues(data, stored));
  });
  return { group, currency: view.cart.currency ?? "" };
}

export const shippingGroupInUse = () =>
  badRequest(
    "Cannot delete shipping group",
    "Cannot delete shipping groups attached to cart items. Please remove the shipping group from its cart items and try again.",
  );

/** DELETE /v2/carts/{id}/shipping-groups/{group}: refused while a line links the group. */
export async function deleteShippingGroup(cartId: string, groupId: string): Promise<void> {
  await changeCart(cartId, async (unit) => {
    const group = await findGroup(unit, groupId);
    if (await unit.groupInUse(group.id)) throw shippingGroupInUse();
    await unit.deleteGroup(group.id);
  });
}

/** GET /v2/carts/{id}/shipping-groups/{group}. */
export async function getShippingGroup(cartId: string, groupId: string): Promise<ShippingGroupResult> {
  const cart = await existingCart(cartId);
  const group = (await cartStore().groups(cartId)).find((g) => g.id === groupId.toLowerCase());
  if (!group) throw shippingGroupNotFound(groupId);
  return { group, currency: cart.currency ?? "" };
}

/** GET /v2/carts/{id}/shipping-groups, oldest first. */
export async function listShippingGroups(cartId: string): Promise<{ groups: ShippingGroupRow[]; currency: string }> {
  const cart = await existingCart(cartId);
  return { groups: await cartStore().groups(cartId), currency: cart.currency ?? "" };
}

/** EP's ShippingGroupResponse. Amounts are in the cart's currency. */
export function shippingGroupResource(group: ShippingGroupRow, currency: string) {
  const { base, tax, fees } = group.shippingPrice;
  const estimate = group.deliveryTime as DeliveryEstimate | null;
  return {
    type: "shipping_group" as const,
    id: group.id,
    relation: "cart" as const,
    cart_id: group.cartId,
    shipping_type: group.shippingType,
    tracking_reference: group.trackingReference,
    ...(group.externalRef !== null ? { external_ref: group.externalRef } : {}),
    address: group.address,
    ...(estimate ? { delivery_estimate: estimate } : {}),
    created_at: isoSeconds(group.createdAt),
    updated_at: isoSeconds(group.updatedAt),
    relationships: { cart: { data: { type: "cart" as const, id: group.cartId } } },
    meta: {
      shipping_display_price: {
        total: money(base + tax + fees, currency),
        base: money(base, currency),
        tax: money(tax, currency),
        fees: money(fees, currency),
        discount: money(0, currency),
      },
    },
  };
}
