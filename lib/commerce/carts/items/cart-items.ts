// `cart_items` — merge (docs/api.md "Adding to a cart"): `{"type":"cart_items","cart_id"}` copies the
// lines of another cart (typically a shopper's anonymous cart, on sign-in) into this one.
//
// - Lines join by line identity (line-identity.ts): existing A,B,C plus a source of A×2,B gives
//   A×3, B×2, C×1. A product line is added as if the shopper added that product again (cart-item.ts:
//   still live, priced in this cart's currency today, same custom_inputs and bundle selection); a
//   custom item keeps its sku, price and inputs (the same sku joins the target's line, which keeps its
//   own price, as any custom item add does).
// - The source cart's shipping groups are its own: merged lines are linked to none of this cart's.
// - Not copied, on purpose: promotion lines (a promotion is applied to a cart by its code or rules,
//   not carried from another cart; said in `meta.messages`) and the lines' tax items (set by
//   administrators per cart).
// - The target keeps its name, custom attributes, discounts and payment intent (the pipeline writes
//   lines only); the source is only read, never changed or locked.
// - Both carts must use one currency: a source with lines in another currency → 400
//   `Cart Currency Mismatch`. An unknown source cart → 404; a cart cannot merge into itself (422).
// - The 100-line limit holds: a merge that would pass it adds nothing.
import { assertMayUseCart } from "../cart-access";
import { z } from "zod";
import { catalogOf, type Catalog } from "@/lib/storage/carts/rows";
import { ApiError, type ErrorObject } from "../../errors";
import type { CartItemRow, CartRow } from "../cart-view";
import { currencyMismatch } from "../cart-currency";
import { cartNotFound, CART_ID } from "../carts";
import { copyProductLine } from "./cart-item";
import type { ItemHandler, ItemMessage, LineDraft } from "./item-handler";
import { isGoodsLine } from "@/lib/shared/goods-line";

const schema = z.object({
  type: z.literal("cart_items"),
  cart_id: z.string().regex(CART_ID, "A cart id is 1 to 64 letters, digits, '-' or '_'."),
});

type CartItemsInput = z.output<typeof schema>;

type Loaded = { carts: Map<string, { cart: CartRow; lines: CartItemRow[] }>; catalog: Catalog };

export const cartMergeMismatch = (currency: string, sourceId: string, sourceCurrency: string) =>
  currencyMismatch(currency, { detail: `the cart ${sourceId} uses ${sourceCurrency}`, meta: { cart_id: sourceId } });

export const cannotMergeIntoItself = (cartId: string) =>
  new ApiError({ status: 422, title: "Cannot merge a cart into itself", detail: `Cart ${cartId} is the cart being added to.`, meta: { cart_id: cartId } });

/** The custom item draft of a source line: the line as it is, under its own identity. */
/** A custom item's or subscription's line as it is (a subscription keeps its offering, plan and image). */
function copiedLineDraft(line: CartItemRow): LineDraft {
  const subscription = line.type === "subscription_item";
  return {
    type: subscription ? "subscription_item" : "custom_item",
    identity: line.identity,
    productId: null,
    name: line.name,
    description: line.description,
    sku: line.sku,
    slug: "",
    quantity: line.quantity,
    unitAmount: line.unitAmount,
    includesTax: line.includesTax,
    customInputs: line.customInputs,
    bundleConfiguration: null,
    shippingGroupId: null,
    image: subscription ? line.image : null,
    subscription: subscription ? line.subscription : null,
    refreshExisting: false,
  };
}

export const cartItemsHandler: ItemHandler<CartItemsInput, Loaded> = {
  schema,
  /** The source carts, their lines and the current catalog products of those lines: three reads. */
  async load(reads, inputs) {
    const found = await reads.carts([...new Set(inputs.map((i) => i.cart_id))]);
    const lines = [...found.values()].flatMap((entry) => entry.lines);
    if (found.size === 0) return { carts: found, catalog: catalogOf([]) };
    const productIds = [...new Set(lines.flatMap((l) => (l.type === "cart_item" && l.productId ? [l.productId] : [])))];
    return { carts: found, catalog: await reads.products(productIds.map((id) => ({ id }))) };
  },
  resolve(input, ctx, loaded) {
    if (input.cart_id === ctx.cart.id) throw cannotMergeIntoItself(input.cart_id);
    const source = loaded.carts.get(input.cart_id);
    if (!source) throw cartNotFound(input.cart_id);
    // Merging reads the source cart: another account's cart is not the caller's to read.
    assertMayUseCart(source.cart, ctx.caller);
    const lines = source.lines.filter(isGoodsLine);
    if (lines.length && source.cart.currency !== ctx.currency) throw cartMergeMismatch(ctx.currency, source.cart.id, source.cart.currency ?? "");

    const drafts: LineDraft[] = [];
    const errors: ErrorObject[] = [];
    const messages: ItemMessage[] = [];
    for (const line of source.lines) {
      if (!isGoodsLine(line)) {
        messages.push({
          source: ctx.source,
          title: "Promotion not merged",
          description: `${line.promotionCode ? `The promotion ${line.promotionCode}` : "A promotion"} of cart ${source.cart.id} is not carried over; add its code to this cart again.`,
        });
        continue;
      }
      if (line.type === "custom_item" || !line.productId) {
        drafts.push(copiedLineDraft(line));
        continue;
      }
      // The errors name the cart line that could not be merged; their source is the request's item.
      const copied = copyProductLine(
        { productId: line.productId, quantity: line.quantity, customInputs: line.customInputs, bundleConfiguration: line.bundleConfiguration },
        ctx,
        loaded.catalog,
        { cart_id: source.cart.id, cart_item_id: line.id },
      );
      drafts.push(...copied.drafts);
      errors.push(...copied.errors);
    }
    return { drafts, errors, messages };
  },
};
