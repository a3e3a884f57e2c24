// The cart store: how the carts domain (lib/commerce/carts) reads and writes carts. The domain sees
// rows and plans, never SQL text, prepared statements, digests or caches. Every change to a cart runs
// as one transaction that locks the cart row first, so changes to one cart are serialised (across
// processes too).
//
// Two implementations (docs/performance.md):
//   plain-cart-store.ts plain SQL: lock and read, then write, in as few round trips as it can batch;
//                       it queues a cart's changes in this process (cart-queue.ts) and remembers the
//                       lines an add leaves (line-cache.ts) for the fast layer.
//   fast-cart-store.ts  a layer in front of it on PostgreSQL: an add is run on what this process
//                       remembers of the cart and the products, and written behind a guard that
//                       refuses the write when the database no longer holds what was remembered; then
//                       the same add runs again on the plain store. It may cache and batch; it never
//                       decides: every decision is the domain's, made by the same functions either way.
import type { ImageRef, SubscriptionLine } from "../schema";
import type { Tx } from "../db";
import type { LineVersion } from "./line-cache";
import type { CartContents, CartItemRow, CartItemTaxRow, CartRow, Catalog, DiscountContext, ProductKey, ProductRow, PromotionRow, ShippingGroupRow } from "./rows";
import type { OrderItemRow, OrderRow } from "../orders/rows";
import type { OrderPlacement } from "../orders/place-statements";
import type { ReadAnswers, ReadRunner } from "../batched-read";
import type { LoadedOrderRows } from "../orders/order-store";
import type { OfferingParts } from "../subscriptions/rows";

/** What an add is planned on: the cart under its lock and what the request names. */
export type AddRead = {
  /** Locked; a cart without lines has taken the add's currency. */
  cart: CartRow;
  /** In the cart's order (line-order.ts). */
  lines: readonly CartItemRow[];
  taxes: CartItemTaxRow[];
  groups: ShippingGroupRow[];
  /** The live products the request names, with the options of the bundles among them. */
  catalog: Catalog;
  discounts: DiscountContext;
};

/** A line as an add leaves it: a new line, or an existing line (same identity) with its new values. */
export type LineWrite = {
  /** The line this write changes; undefined for a new line (it goes after the cart's last). */
  existing?: CartItemRow;
  type: "cart_item" | "custom_item" | "promotion_item" | "subscription_item";
  identity: string;
  productId: string | null;
  name: string;
  description: string;
  sku: string;
  slug: string;
  /** The line's quantity after the add (not the amount added). */
  quantity: number;
  unitAmount: number;
  includesTax: boolean;
  /** The store keeps stock of the product (false when left out). */
  manageStock?: boolean;
  customInputs: Record<string, string> | null;
  bundleConfiguration: { selected_options: Record<string, Record<string, number>> } | null;
  shippingGroupId: string | null;
  image: ImageRef | null;
  promotionId?: string | null;
  promotionCode?: string | null;
  /** A subscription_item's offering and plan. */
  subscription?: SubscriptionLine | null;
  /** Replaces the line's tax items when present ([] removes them). */
  taxes?: { name: string; jurisdiction: string; code: string; rate: number }[];
};

/** Reads an add's items may need under the cart's lock, besides the cart and its products. */
export type AddReads = {
  /** Orders by id with their items (re-order). */
  orders(ids: string[]): Promise<Map<string, { order: OrderRow; items: OrderItemRow[] }>>;
  /** Carts by id with their lines (merge). */
  carts(ids: string[]): Promise<Map<string, { cart: CartRow; lines: CartItemRow[] }>>;
  /** Promotions by lower-cased code, with the code as written. */
  promotionsByCode(codes: string[], accountId: string | null): Promise<Map<string, { code: string; promotion: PromotionRow; uses: { orders: number; customerOrders: number } }>>;
  /** More products (a re-order's or merge's), with bundle options. */
  products(keys: ProductKey[]): Promise<Catalog>;
  /**
   * The SKU and name keys (what they read as: lib/commerce/catalog/lookalike-key.ts) of catalog products (live or
   * draft) whose SKU key or name key is one of these.
   */
  productLookalikes(skuKeys: string[], nameKeys: string[]): Promise<{ skuKeys: Set<string>; nameKeys: Set<string> }>;
  /** Subscription offerings by id, with their products and plans in position order (subscription_item). */
  offerings(ids: string[]): Promise<Map<string, OfferingParts>>;
};

/** One add, as one transaction: lock and read, the items' own reads, then one write. */
export type AddUnit = {
  lockAndRead(request: { currency: string; products: ProductKey[] }): Promise<AddRead>;
  reads: AddReads;
  /** Writes the lines; returns the cart as it now is, lines in order, with its discount context. */
  write(lines: LineWrite[]): Promise<CartContents & { discounts: DiscountContext }>;
};

/** What an order is planned on: the cart under its lock, with everything its totals need. */
export type CheckoutRead = CartContents & { discounts: DiscountContext };

/**
 * One checkout, as one transaction: lock the cart and read it (one round trip), then the order's own reads and
 * writes on the same transaction (the order, stock, subscriptions and outbox stores take `tx`; opaque here).
 */
export type CheckoutUnit = {
  /** The cart locked FOR UPDATE and read, with the answers of `also` (reads that need nothing of the cart), in one
   * round trip; undefined when there is no such cart. */
  lockAndRead<T extends readonly unknown[]>(...also: ReadAnswers<T>): Promise<(CheckoutRead & { also: T }) | undefined>;
  /** The transaction that holds the cart's lock, for the stores the order's judges and side writes go through. */
  tx(): Promise<Tx>;
  /** Runs reads on the transaction in one round trip (lib/storage/batched-read.ts). */
  read: ReadRunner;
  /** Writes the order with the store's next number (taken by the statement that writes it: its counter is locked
   * from there to the COMMIT), its lines, its e-mails with the number written in, its buyer and its stock movements,
   * and commits, in one round trip (place-statements.ts): nothing may follow it. */
  placeOrder(placement: OrderPlacement): Promise<LoadedOrderRows>;
};

/** What a change to a cart other than an add may read and write, under the cart's lock. */
export type CartChange = {
  readonly cart: CartRow;
  contents(): Promise<CartContents & { discounts: DiscountContext }>;
  line(itemId: string): Promise<CartItemRow | undefined>;
  lineByIdentity(identity: string): Promise<CartItemRow | undefined>;
  lineCount(): Promise<number>;
  deleteLine(itemId: string): Promise<void>;
  /** Every line of the cart (their tax items go with them). */
  deleteLines(): Promise<void>;
  updateLine(itemId: string, values: Partial<Pick<CartItemRow, "quantity" | "customInputs" | "shippingGroupId" | "identity">>): Promise<void>;
  /** Removes the promotion lines applied with `code` (compared ignoring case); how many went. */
  deletePromotionLines(code: string): Promise<number>;
  /** The catalog product of a line, whatever its status now. */
  product(productId: string): Promise<ProductRow | undefined>;
  taxCount(itemId: string): Promise<number>;
  insertTax(itemId: string, tax: { name: string; jurisdiction: string; code: string; rate: number }): Promise<CartItemTaxRow>;
  deleteTax(itemId: string, taxId: string): Promise<boolean>;
  /** A line's tax item changed; undefined when the line holds no such tax item. */
  updateTax(itemId: string, taxId: string, tax: Partial<{ name: string; jurisdiction: string; code: string; rate: number }>): Promise<CartItemTaxRow | undefined>;
  /** Every tax item of the cart's lines. */
  deleteTaxes(): Promise<void>;
  group(groupId: string): Promise<ShippingGroupRow | undefined>;
  groupInUse(groupId: string): Promise<boolean>;
  insertGroup(values: GroupValues): Promise<ShippingGroupRow>;
  updateGroup(groupId: string, values: GroupValues): Promise<ShippingGroupRow>;
  deleteGroup(groupId: string): Promise<void>;
  /** The cart's own custom discounts (`cartItemId` null) or those of one line. */
  customDiscountCount(cartItemId?: string | null): Promise<number>;
  insertCustomDiscounts(rows: CustomDiscountValues[]): Promise<CustomDiscountRowOf[]>;
  /** A custom discount of the cart's own (`cartItemId` null) or of that line; false when there is none such. */
  deleteCustomDiscount(discountId: string, cartItemId?: string | null): Promise<boolean>;
  /** A custom discount of the cart's own (`cartItemId` null) or of that line changed; undefined when there is none such. */
  updateCustomDiscount(discountId: string, values: Partial<CustomDiscountValues>, cartItemId?: string | null): Promise<CustomDiscountRowOf | undefined>;
  deleteCustomDiscounts(): Promise<void>;
};

export type GroupValues = Partial<Omit<ShippingGroupRow, "id" | "cartId" | "createdAt" | "updatedAt">>;
export type CustomDiscountRowOf = DiscountContext["customDiscounts"][number];
export type CustomDiscountValues = Omit<CustomDiscountRowOf, "id" | "cartId" | "cartItemId" | "createdAt"> & { createdAt?: Date; cartItemId?: string | null };

export type CartStore = {
  /** Runs one add: `work` may be run twice (once on remembered state, then on a read), so it must only read and return until it writes. */
  add<T>(cartId: string, work: (unit: AddUnit) => Promise<T>): Promise<T>;
  /** Runs one checkout in the cart's turn of this process's queue; the cart is neither created nor changed. */
  checkout<T>(cartId: string, work: (unit: CheckoutUnit) => Promise<T>): Promise<T>;
  /**
   * Runs one change under the cart's lock (created when unknown and `create`; else 404 through
   * `missing`), moves updated_at (with the columns `change` returns), and returns the cart as it now is.
   */
  change(
    cartId: string,
    options: { create: boolean; missing: () => Error },
    change: (unit: CartChange) => Promise<Partial<Pick<CartRow, "name" | "description" | "customAttributes" | "paymentIntentId" | "customDiscountsEnabled" | "useRulePromotions" | "customerId">> | void>,
  ): Promise<CartContents & { discounts: DiscountContext }>;
  /**
   * A new cart with a fresh id and the settings of now (new-cart.ts), then the columns `patch` gives for
   * it, in one transaction: a patch that throws leaves no cart behind.
   */
  create(
    options: { accountId?: string },
    patch: (cart: CartRow) => Partial<Pick<CartRow, "name" | "description" | "customAttributes" | "paymentIntentId" | "customDiscountsEnabled" | "useRulePromotions">>,
  ): Promise<CartContents & { discounts: DiscountContext }>;
  /** The cart with everything its totals need; created empty when unknown and `create`. */
  read(cartId: string, options: { create: boolean }): Promise<(CartContents & { discounts: DiscountContext }) | undefined>;
  /** The cart row alone. */
  row(cartId: string): Promise<CartRow | undefined>;
  /** Creates the cart with this id, tied to the account, unless it exists. */
  ensure(cartId: string, options: { accountId: string }): Promise<void>;
  /** How many units the cart's product and custom lines hold (0 for no such cart). */
  unitCount(cartId: string): Promise<number>;
  /** Live catalog products by id or SKU, with the options of the bundles among them. */
  catalog(keys: ProductKey[]): Promise<Catalog>;
  /** An account's carts, most recently changed first, with everything their totals need; and how many it has. */
  accountCarts(accountId: string, page: { limit: number; offset: number }): Promise<{ carts: (CartContents & { discounts: DiscountContext })[]; total: number }>;
  /** Ties the cart to an account, or unties it (null); false when there is no such cart. */
  setAccount(cartId: string, accountId: string | null): Promise<boolean>;
  delete(cartId: string): Promise<boolean>;
  /** Deletes the cart only when the database, too, finds it past its expiry; false otherwise. */
  deleteExpired(cartId: string): Promise<boolean>;
  groups(cartId: string): Promise<ShippingGroupRow[]>;
};

export type { LineVersion };
