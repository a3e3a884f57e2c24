// Reading a cart with everything its totals need, and rendering the EP cart and item shapes.
import { asc, eq, inArray } from "drizzle-orm";
import { readTogether, type Executor } from "@/lib/storage/db";
import { cartItems, cartItemTaxes, cartShippingGroups, carts } from "@/lib/storage/schema";
import { money } from "../money";
import { addDays, isoSeconds } from "../time";
import { applyCartDiscounts, type CustomDiscountRow, type DiscountContext } from "./cart-discounts";
import { loadDiscountContext } from "./discount-context";
import { lineTotals, sumCartTotals, type LineTotals, type PricedLineInput } from "./totals";

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartItemTaxRow = typeof cartItemTaxes.$inferSelect;
export type ShippingGroupRow = typeof cartShippingGroups.$inferSelect;

export type CartView = {
  cart: CartRow;
  items: CartItemRow[];
  taxes: CartItemTaxRow[];
  groups: ShippingGroupRow[];
  /** Notes for the caller (re-order skipped custom items, …), shown in meta.messages. */
  messages?: { source: string; title: string; description: string }[];
  /**
   * Promotions and custom discounts the cart's discounts are derived from (cart-discounts.ts); loaded
   * by loadCartView and the add-items pipeline. Without it, lines are priced as stored (no recalculation).
   */
  discounts?: DiscountContext;
};

export async function loadCartView(db: Executor, cart: CartRow): Promise<CartView> {
  const [items, groups, discounts] = await readTogether(db,
    () => db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.position), asc(cartItems.createdAt)),
    () => db.select().from(cartShippingGroups).where(eq(cartShippingGroups.cartId, cart.id)).orderBy(asc(cartShippingGroups.createdAt)),
    () => loadDiscountContext(db, cart),
  );
  const taxes = items.length
    ? await db
        .select()
        .from(cartItemTaxes)
        .where(inArray(cartItemTaxes.cartItemId, items.map((i) => i.id)))
        .orderBy(asc(cartItemTaxes.createdAt))
    : [];
  return { cart, items, taxes, groups, discounts };
}

export function expiresAt(cart: CartRow): Date {
  return addDays(cart.updatedAt, cart.expiryDays);
}

function cartTimestamps(cart: CartRow) {
  return {
    created_at: isoSeconds(cart.createdAt),
    updated_at: isoSeconds(cart.updatedAt),
    expires_at: isoSeconds(expiresAt(cart)),
  };
}

const NO_RATES: readonly number[] = Object.freeze([]);
const NO_TAXES: CartItemTaxRow[] = [];

// A line's totals depend only on its own row when it has no tax items and no share of a custom
// discount: for a frozen row (read unchanged, cart-line-cache.ts) they are priced once and the same
// object is given again, which also lets itemJsonBytes know its rendering at a glance.
const plainTotals = new WeakMap<CartItemRow, LineTotals>();

function totalsOfLine(item: CartItemRow, taxRates: readonly number[], allocatedDiscount: number | undefined): LineTotals {
  const plain = taxRates.length === 0 && allocatedDiscount === undefined && Object.isFrozen(item);
  const known = plain ? plainTotals.get(item) : undefined;
  if (known) return known;
  const totals = lineTotals({
    id: item.id,
    type: item.type as PricedLineInput["type"],
    quantity: item.quantity,
    unitAmount: item.unitAmount,
    includesTax: item.includesTax,
    taxRates: [...taxRates],
    shippingGroupId: item.shippingGroupId,
    allocatedDiscount,
  });
  if (plain) plainTotals.set(item, totals);
  return totals;
}

function displayPair(t: LineTotals, currency: string) {
  const pair = (m: { unit: number; value: number }) => ({ unit: money(m.unit, currency), value: money(m.value, currency) });
  return {
    with_tax: pair(t.withTax),
    without_tax: pair(t.withoutTax),
    tax: pair(t.tax),
    discount: pair(t.discount),
    without_discount: pair(t.withoutDiscount),
  };
}

export function itemResource(item: CartItemRow, totals: LineTotals, currency: string, taxes: CartItemTaxRow[]) {
  const timestamps = { created_at: isoSeconds(item.createdAt), updated_at: isoSeconds(item.updatedAt) };
  const base = {
    id: item.id,
    type: item.type,
    name: item.name,
    description: item.description,
    sku: item.sku,
    slug: item.slug,
    quantity: item.quantity,
    manage_stock: false,
    unit_price: { amount: totals.unitPrice, currency, includes_tax: item.includesTax },
    value: { amount: totals.value, currency, includes_tax: item.includesTax },
    links: item.productId ? { product: `/catalog/products/${item.productId}` } : {},
    meta: { display_price: displayPrice(totals, currency), timestamps },
    timestamps,
  };
  if (item.type === "promotion_item") {
    return { ...base, promotion_id: item.promotionId, code: item.promotionCode };
  }
  return {
    ...base,
    ...(item.productId ? { product_id: item.productId, catalog_source: "pim" } : {}),
    ...(item.image ? { image: item.image } : {}),
    ...(item.shippingGroupId ? { shipping_group_id: item.shippingGroupId } : {}),
    ...(item.customInputs ? { custom_inputs: item.customInputs } : {}),
    ...(item.bundleConfiguration ? { bundle_configuration: item.bundleConfiguration } : {}),
    ...(taxes.length
      ? {
          relationships: { taxes: { data: taxes.map((t) => ({ type: "tax_item", id: t.id })) } },
          taxes: taxes.map((t) => ({ id: t.id, type: "tax_item", name: t.name, jurisdiction: t.jurisdiction, code: t.code, rate: t.rate })),
        }
      : {}),
  };
}

function displayPrice(t: LineTotals, currency: string) {
  return displayPair(t, currency);
}

export function customDiscountResource(row: CustomDiscountRow, currency: string) {
  return {
    type: "custom_discount" as const,
    id: row.id,
    amount: money(row.amount, currency),
    description: row.description,
    discount_code: row.discountCode,
    discount_engine: row.discountEngine,
    external_id: row.externalId,
  };
}

type ItemRenderer<I> = (item: CartItemRow, totals: LineTotals, currency: string, taxes: CartItemTaxRow[]) => I;

// A line's JSON, remembered per row object as UTF-8 bytes: rows read unchanged come back as the same
// frozen object (cart-line-cache.ts), so a cart of 99 lines renders and encodes only what changed. The
// rest the rendering depends on is compared too: the currency, the line's amounts and its tax items.
type RenderedItem = { currency: string; totals: LineTotals; taxes: string; bytes: Buffer };
const renderedItems = new WeakMap<CartItemRow, RenderedItem>();

const samePair = (a: { unit: number; value: number }, b: { unit: number; value: number }) => a.unit === b.unit && a.value === b.value;
const sameTotals = (a: LineTotals, b: LineTotals) =>
  a.unitPrice === b.unitPrice &&
  a.value === b.value &&
  samePair(a.withTax, b.withTax) &&
  samePair(a.withoutTax, b.withoutTax) &&
  samePair(a.tax, b.tax) &&
  samePair(a.discount, b.discount) &&
  samePair(a.withoutDiscount, b.withoutDiscount);

const taxesSignature = (taxes: CartItemTaxRow[]) =>
  taxes.length ? JSON.stringify(taxes.map((t) => [t.id, t.name, t.jurisdiction, t.code, t.rate])) : "";

/** The JSON of `itemResource(...)`, as UTF-8 bytes. */
export function itemJsonBytes(item: CartItemRow, totals: LineTotals, currency: string, taxes: CartItemTaxRow[]): Buffer {
  if (!Object.isFrozen(item)) return Buffer.from(JSON.stringify(itemResource(item, totals, currency, taxes)));
  const taxesKey = taxesSignature(taxes);
  const known = renderedItems.get(item);
  if (known && known.currency === currency && known.taxes === taxesKey && (known.totals === totals || sameTotals(known.totals, totals))) return known.bytes;
  const bytes = Buffer.from(JSON.stringify(itemResource(item, totals, currency, taxes)));
  renderedItems.set(item, { currency, totals, taxes: taxesKey, bytes });
  return bytes;
}

/**
 * Totals and the rendered lines of a cart view, after the discount recalculation (cart-discounts.ts)
 * at `now`. `lines` are the rows priced: stored lines with derived promotion amounts, then automatic
 * promotion lines (what a checkout must keep).
 */
export function priceCart(view: CartView, now?: Date): ReturnType<typeof pricedWith<ReturnType<typeof itemResource>>> {
  return pricedWith(view, itemResource, now);
}

function pricedWith<I>(view: CartView, render: ItemRenderer<I>, now: Date = new Date()) {
  const currency = view.cart.currency ?? "";
  const discounted = view.discounts ? applyCartDiscounts(view, view.discounts, now) : undefined;
  const rows = discounted?.items ?? view.items;
  const allocated = discounted?.allocated.size ? discounted.allocated : undefined;
  const taxesByItem = new Map<string, CartItemTaxRow[]>();
  for (const tax of view.taxes) taxesByItem.set(tax.cartItemId, [...(taxesByItem.get(tax.cartItemId) ?? []), tax]);
  const ratesOf = (item: CartItemRow) => taxesByItem.get(item.id)?.map((tax) => tax.rate) ?? NO_RATES;
  const { perLine, totals } = sumCartTotals(
    rows,
    (item) => totalsOfLine(item, taxesByItem.size ? ratesOf(item) : NO_RATES, allocated?.get(item.id)),
    view.groups.map((g) => ({ id: g.id, ...g.shippingPrice })),
  );
  const items = rows.map((item, i) => render(item, perLine[i], currency, taxesByItem.get(item.id) ?? NO_TAXES));
  const discounts: Record<string, ReturnType<typeof money>> = {};
  rows.forEach((item, i) => {
    if (item.type !== "promotion_item") return;
    const key = item.promotionCode || item.promotionId || item.id;
    discounts[key] = money((discounts[key]?.amount ?? 0) + perLine[i].value, currency);
  });
  for (const { row, applied } of discounted?.customDiscounts ?? []) {
    const key = row.discountCode || row.id;
    discounts[key] = money((discounts[key]?.amount ?? 0) + applied, currency);
  }
  const cartDisplayPrice = {
    with_tax: money(totals.withTax, currency),
    without_tax: money(totals.withoutTax, currency),
    tax: money(totals.tax, currency),
    discount: money(totals.discount, currency),
    without_discount: money(totals.withoutDiscount, currency),
    shipping: money(totals.shipping, currency),
  };
  return { items, lines: rows, totals, discounts, cartDisplayPrice, messages: discounted?.messages ?? [], customDiscounts: discounted?.customDiscounts ?? [] };
}

function collectionMeta(view: CartView, priced: Pick<ReturnType<typeof priceCart>, "cartDisplayPrice" | "discounts" | "messages">) {
  const messages = [...(view.messages ?? []), ...priced.messages];
  return {
    display_price: priced.cartDisplayPrice,
    discounts: priced.discounts,
    timestamps: cartTimestamps(view.cart),
    ...(messages.length ? { messages } : {}),
  };
}

/** `{data: [items], meta}` — what every item operation answers. */
export function itemsCollection(view: CartView) {
  const priced = priceCart(view);
  return { data: priced.items, meta: collectionMeta(view, priced) };
}

const COMMA = Buffer.from(",");

/**
 * The JSON of `{...itemsCollection(view), errors}` (errors only when there are some) as UTF-8 bytes,
 * each line's bytes remembered (itemJsonBytes): what an add-to-cart answers.
 */
export function itemsCollectionBytes(view: CartView, errors: unknown[] = []): Buffer {
  const priced = pricedWith(view, itemJsonBytes);
  const rest = JSON.stringify({ meta: collectionMeta(view, priced), ...(errors.length ? { errors } : {}) });
  const parts: Buffer[] = [Buffer.from('{"data":[')];
  let length = parts[0].length;
  priced.items.forEach((bytes, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(bytes);
    length += bytes.length + (i > 0 ? 1 : 0);
  });
  const end = Buffer.from(`],${rest.slice(1)}`);
  parts.push(end);
  return Buffer.concat(parts, length + end.length);
}

/** The cart resource (`{data: cart}`). */
export function cartResource(view: CartView) {
  const { cart } = view;
  const priced = priceCart(view);
  return {
    id: cart.id,
    type: "cart" as const,
    name: cart.name,
    description: cart.description,
    discount_settings: {
      custom_discounts_enabled: cart.customDiscountsEnabled,
      use_rule_promotions: cart.useRulePromotions,
    },
    ...(cart.snapshotDate ? { snapshot_date: cart.snapshotDate } : {}),
    custom_attributes: cart.customAttributes,
    ...(cart.paymentIntentId ? { payment_intent_id: cart.paymentIntentId } : {}),
    links: { self: `/v2/carts/${cart.id}` },
    meta: {
      display_price: priced.cartDisplayPrice,
      discounts: priced.discounts,
      timestamps: cartTimestamps(cart),
    },
    relationships: {
      items: { data: priced.lines.map((i) => ({ type: i.type, id: i.id })) },
      ...(view.groups.length ? { shipping_groups: { data: view.groups.map((g) => ({ type: "shipping_group" as const, id: g.id })) } } : {}),
      ...(priced.customDiscounts.length
        ? { custom_discounts: { data: priced.customDiscounts.map(({ row }) => ({ type: "custom_discount", id: row.id })) } }
        : {}),
      ...(cart.accountId ? { accounts: { data: [{ type: "account", id: cart.accountId }] } } : {}),
    },
  };
}
