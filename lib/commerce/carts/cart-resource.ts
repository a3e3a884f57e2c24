// A cart rendered in Elastic Path's shapes: the cart resource, its items, the items collection that
// every item operation answers, and custom discounts. Prices come from cart-pricing.ts. Item images are
// absolute against the origin clients reach the store at (absolute-href.ts); AS_STORED keeps them as stored.
import { absoluteHref } from "../absolute-href";
import { STORE_CATALOG_ID, STORE_CATALOG_SOURCE } from "../catalog/store-catalog";
import { money } from "../money";
import { isoSeconds } from "../time";
import type { CartItemRow, CartItemTaxRow, CartRow, CartView, CustomDiscountRow } from "./cart-view";
import { pricedWith } from "./cart-pricing";
import type { LineTotals } from "./totals";
import type { CartInclude } from "./cart-include";
import { expiresAt } from "./cart-expiry";
import { isGoodsLine } from "@/lib/shared/goods-line";

function cartTimestamps(cart: CartRow) {
  return {
    created_at: isoSeconds(cart.createdAt),
    updated_at: isoSeconds(cart.updatedAt),
    expires_at: isoSeconds(expiresAt(cart)),
  };
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

/** EP's item image: a line without one still carries the object, with empty strings (EP's clients read its fields). */
const NO_IMAGE = Object.freeze({ mime_type: "", file_name: "", href: "" });

export function taxItemResource(tax: CartItemTaxRow) {
  return { type: "tax_item" as const, id: tax.id, name: tax.name, jurisdiction: tax.jurisdiction, code: tax.code, rate: tax.rate };
}

export function itemResource(item: CartItemRow, totals: LineTotals, currency: string, taxes: CartItemTaxRow[], origin: string) {
  const timestamps = { created_at: isoSeconds(item.createdAt), updated_at: isoSeconds(item.updatedAt) };
  const base = {
    id: item.id,
    type: item.type,
    name: item.name,
    description: item.description,
    sku: item.sku,
    slug: item.slug,
    quantity: item.quantity,
    manage_stock: item.manageStock,
    // EP's rule: an item whose catalog source is `pim` names its catalog.
    catalog_id: STORE_CATALOG_ID,
    catalog_source: STORE_CATALOG_SOURCE,
    image: item.image ? { ...item.image, href: absoluteHref(item.image.href, origin) } : NO_IMAGE,
    unit_price: { amount: totals.unitPrice, currency, includes_tax: item.includesTax },
    value: { amount: totals.value, currency, includes_tax: item.includesTax },
    links: item.productId ? { product: `/catalog/products/${item.productId}` } : {},
    meta: { display_price: displayPrice(totals, currency), timestamps },
    timestamps,
  };
  if (!isGoodsLine(item)) {
    return { ...base, promotion_id: item.promotionId, code: item.promotionCode };
  }
  return {
    ...base,
    ...(item.productId ? { product_id: item.productId } : {}),
    // EP's subscription item: the offering it subscribes to and the plan. A plan here carries its own price, so it
    // is also the item's pricing option.
    ...(item.type === "subscription_item" && item.subscription
      ? {
          subscription_offering_id: item.subscription.offering_id,
          subscription_configuration: { plan: item.subscription.plan_id, pricing_option: item.subscription.plan_id },
        }
      : {}),
    // A custom item's price as it was given (EP's custom item shape): its unit amount and whether it includes tax.
    ...(item.type === "custom_item" ? { price: { amount: item.unitAmount, includes_tax: item.includesTax } } : {}),
    ...(item.shippingGroupId ? { shipping_group_id: item.shippingGroupId } : {}),
    ...(item.customInputs ? { custom_inputs: item.customInputs } : {}),
    ...(item.bundleConfiguration ? { bundle_configuration: item.bundleConfiguration } : {}),
    ...(taxes.length
      ? {
          relationships: { taxes: { data: taxes.map((t) => ({ type: "tax_item", id: t.id })) } },
          taxes: taxes.map(taxItemResource),
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

/** Totals and the lines of a cart view rendered as EP's cart items (cart-pricing.ts pricedWith). */
export function priceCart(view: CartView, origin: string, now?: Date): ReturnType<typeof pricedWith<ReturnType<typeof itemResource>>> {
  return pricedWith(view, (item, totals, currency, taxes) => itemResource(item, totals, currency, taxes, origin), now);
}

// A line's JSON, remembered per row object as UTF-8 bytes: rows read unchanged come back as the same
// frozen object (lib/storage/carts/line-cache.ts), so a cart of 99 lines renders and encodes only what changed. The
// rest the rendering depends on is compared too: the currency, the origin, the line's amounts and its tax items.
type RenderedItem = { currency: string; origin: string; totals: LineTotals; taxes: string; bytes: Buffer };
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
export function itemJsonBytes(item: CartItemRow, totals: LineTotals, currency: string, taxes: CartItemTaxRow[], origin: string): Buffer {
  if (!Object.isFrozen(item)) return Buffer.from(JSON.stringify(itemResource(item, totals, currency, taxes, origin)));
  const taxesKey = taxesSignature(taxes);
  const known = renderedItems.get(item);
  if (known && known.currency === currency && known.origin === origin && known.taxes === taxesKey && (known.totals === totals || sameTotals(known.totals, totals))) {
    return known.bytes;
  }
  const bytes = Buffer.from(JSON.stringify(itemResource(item, totals, currency, taxes, origin)));
  renderedItems.set(item, { currency, origin, totals, taxes: taxesKey, bytes });
  return bytes;
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
export function itemsCollection(view: CartView, origin: string) {
  return itemsDocument(view, origin);
}

const COMMA = Buffer.from(",");

/**
 * The JSON of `{...itemsCollection(view), errors}` (errors only when there are some) as UTF-8 bytes,
 * each line's bytes remembered (itemJsonBytes): what an add-to-cart answers.
 */
export function itemsCollectionBytes(view: CartView, origin: string, errors: unknown[] = []): Buffer {
  const priced = pricedWith(view, (item, totals, currency, taxes) => itemJsonBytes(item, totals, currency, taxes, origin));
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

type Priced = Omit<ReturnType<typeof priceCart>, "items"> & { items: unknown[] };

/** The cart resource. */
export function cartResource(view: CartView, priced: Priced) {
  const { cart } = view;
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
      ...(cart.customerId ? { customers: { data: [{ type: "customer", id: cart.customerId }] } } : {}),
    },
  };
}

const NO_END = "9999-12-31T23:59:59Z";

/** The promotions a cart's lines apply (code and automatic), as EP includes them. */
function appliedPromotions(view: CartView, priced: Priced) {
  const ids = new Set(priced.lines.flatMap((line) => (!isGoodsLine(line) && line.promotionId ? [line.promotionId] : [])));
  return (view.discounts?.promotions ?? [])
    .filter((promotion) => ids.has(promotion.id))
    .map((promotion) => ({
      type: "promotion" as const,
      id: promotion.id,
      name: promotion.name,
      description: promotion.description,
      automatic: promotion.automatic,
      // Automatic promotions are this store's rule promotions; code promotions its standard ones.
      promotion_source: promotion.automatic ? "rule-promotion" : "standard",
      // EP gives every promotion a window: one without a start began when it was made, one without an end never ends.
      start: isoSeconds(promotion.start ?? promotion.createdAt),
      end: promotion.end ? isoSeconds(promotion.end) : NO_END,
    }));
}

/** `included` of a cart or items document: what `include` asked for, in EP's shapes. */
function includedOf(view: CartView, priced: Priced, include: ReadonlySet<CartInclude>) {
  const currency = view.cart.currency ?? "";
  return {
    ...(include.has("items") ? { items: priced.items } : {}),
    ...(include.has("tax_items")
      ? { tax_items: view.taxes.map((tax) => ({ ...taxItemResource(tax), relationships: { item: { data: { type: "cart_item", id: tax.cartItemId } } } })) }
      : {}),
    ...(include.has("custom_discounts") ? { custom_discounts: priced.customDiscounts.map(({ row }) => customDiscountResource(row, currency)) } : {}),
    ...(include.has("promotions") ? { promotions: appliedPromotions(view, priced) } : {}),
  };
}

/** GET /v2/carts/{id}: `{data: cart}`, and `included` when asked. */
export function cartDocument(view: CartView, origin: string, include: ReadonlySet<CartInclude> = new Set()) {
  const priced = priceCart(view, origin);
  return { data: cartResource(view, priced), ...(include.size ? { included: includedOf(view, priced, include) } : {}) };
}

/**
 * cartDocument's JSON as UTF-8 bytes, each included line's bytes remembered (itemJsonBytes), as an add-to-cart
 * answers its lines: what GET /v2/carts/{id}?include=items answers. The same document as cartDocument
 * (cart-resource.test.ts holds the two equal).
 */
export function cartDocumentBytes(view: CartView, origin: string, include: ReadonlySet<CartInclude> = new Set()): Buffer {
  if (!include.has("items")) return Buffer.from(JSON.stringify(cartDocument(view, origin, include)));
  const priced = pricedWith(view, (item, totals, currency, taxes) => itemJsonBytes(item, totals, currency, taxes, origin));
  const others = new Set([...include].filter((name) => name !== "items"));
  const rest = JSON.stringify(includedOf(view, priced, others));
  const head = Buffer.from(`${JSON.stringify({ data: cartResource(view, priced) }).slice(0, -1)},"included":{"items":[`);
  const tail = Buffer.from(`]${rest === "{}" ? "}" : `,${rest.slice(1)}`}}`);
  const parts: Buffer[] = [head];
  priced.items.forEach((bytes, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(bytes);
  });
  parts.push(tail);
  return Buffer.concat(parts);
}

/** GET /v2/carts/{id}/items: the items collection, and `included` when asked. */
export function itemsDocument(view: CartView, origin: string, include: ReadonlySet<CartInclude> = new Set()) {
  const priced = priceCart(view, origin);
  return { data: priced.items, meta: collectionMeta(view, priced), ...(include.size ? { included: includedOf(view, priced, include) } : {}) };
}
