// `order_items` — re-order (docs/api.md "Adding to a cart"): `{"type":"order_items","order_id"}` adds
// the catalog items of a previous order, in any order status, at today's price.
//
// - Each catalog line of the order is added as if the shopper added that product again with the same
//   quantity, `custom_inputs` and `bundle_configuration` (cart-item.ts decides: the product must still
//   be live, have a price in this cart's currency, and the inputs and bundle selection must still fit
//   the product as it is today). A line that no longer can is reported as an error naming the order
//   item; the order's other lines are still added (with add_all_or_nothing, nothing is).
// - Custom items are not in the catalog and cannot be re-ordered; promotion lines are not re-applied
//   (a code must be added again). Both are skipped and said in `meta.messages`.
// - The order's shipping groups belong to the old cart: re-ordered lines are not linked to any.
// - Who may re-order (order-access.ts): an account's order only that account and administrators; a
//   guest order whoever holds its id. Anyone else gets 404 `Not Found` / `Order not found`.
// - The cart's own properties (name, custom attributes, discounts, payment intent) are not touched: the
//   pipeline only writes lines. Line identity applies (re-ordering twice sums the quantities), and so
//   does the 100-line limit (a re-order that would pass it adds nothing).
import { z } from "zod";
import type { OrderItemRow, OrderRow } from "@/lib/storage/orders/rows";
import { catalogOf, type Catalog } from "@/lib/storage/carts/rows";
import type { ErrorObject } from "../../errors";
import { canReadOrder, orderNotFound } from "../../orders/order-access";
import { copyProductLine } from "./cart-item";
import type { ItemHandler, ItemMessage, LineDraft } from "./item-handler";
import { isUuid } from "../../uuid";

const schema = z.object({
  type: z.literal("order_items"),
  order_id: z.string().min(1).max(64),
});

type OrderItemsInput = z.output<typeof schema>;

type Loaded = { orders: Map<string, { order: OrderRow; items: OrderItemRow[] }>; catalog: Catalog };


export const orderItemsHandler: ItemHandler<OrderItemsInput, Loaded> = {
  schema,
  /** The orders named, their items and the current catalog products of those items: three reads, whatever the count. */
  async load(reads, inputs) {
    const ids = [...new Set(inputs.map((i) => i.order_id.toLowerCase()).filter(isUuid))];
    const found = await reads.orders(ids);
    const items = [...found.values()].flatMap((entry) => entry.items);
    if (items.length === 0) return { orders: found, catalog: catalogOf([]) };
    const productIds = [...new Set(items.flatMap((i) => (i.type === "cart_item" && i.productId ? [i.productId] : [])))];
    return { orders: found, catalog: await reads.products(productIds.map((id) => ({ id }))) };
  },
  resolve(input, ctx, loaded) {
    const entry = loaded.orders.get(input.order_id.toLowerCase());
    if (!entry || !canReadOrder(ctx.caller, entry.order)) throw orderNotFound(input.order_id);
    const { order, items } = entry;
    const drafts: LineDraft[] = [];
    const errors: ErrorObject[] = [];
    const messages: ItemMessage[] = [];
    for (const item of items) {
      const line = item.cartItem;
      if (item.type === "custom_item") {
        messages.push({
          source: ctx.source,
          title: "Custom item not re-ordered",
          description: `${line.name ?? "A custom item"}${line.sku ? ` (${line.sku})` : ""} of order ${order.id} is a custom item; custom items are not in the catalog and cannot be re-ordered.`,
        });
        continue;
      }
      if (item.type === "subscription_item") {
        messages.push({
          source: ctx.source,
          title: "Subscription not re-ordered",
          description: `${line.name ?? "A subscription"} of order ${order.id} is a subscription; subscribe again from its offering.`,
        });
        continue;
      }
      if (item.type !== "cart_item" || !item.productId) {
        messages.push({
          source: ctx.source,
          title: "Promotion not re-applied",
          description: `${line.code ? `The promotion ${line.code}` : "A promotion"} of order ${order.id} is not re-applied; add its code to the cart again.`,
        });
        continue;
      }
      // The errors name the order item that could not be copied; their source is the request's item.
      const copied = copyProductLine(
        { productId: item.productId, quantity: item.quantity, customInputs: line.custom_inputs, bundleConfiguration: line.bundle_configuration },
        ctx,
        loaded.catalog,
        { order_id: order.id, order_item_id: item.id },
      );
      drafts.push(...copied.drafts);
      errors.push(...copied.errors);
    }
    return { drafts, errors, messages };
  },
};
