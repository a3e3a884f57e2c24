// The rows of orders as the orders, payments and e-mail domains see them (a leaf: types only).
import type { emailOutbox, orderItems, orders, orderTransactions } from "../schema";

export type { ChargedLineRecord, OrderShipment, OrderShippingGroup } from "../schema";
export type { StoredOrderLine } from "./order-line";
export type OrderRow = typeof orders.$inferSelect;
/** The fields anonymizing an order writes (lib/commerce/orders/order-anonymity.ts). */
export type AnonymizedFields = Pick<OrderRow, "customer" | "billingAddress" | "shippingAddress" | "shippingGroups" | "placedFrom" | "anonymized" | "updatedAt">;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
/** An order line to write: `cartItem` is the cart item resource of checkout time, parsed (order-line.ts) before it is written. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "cartItem"> & { cartItem: unknown };
export type TransactionRow = typeof orderTransactions.$inferSelect;
export type NewTransaction = typeof orderTransactions.$inferInsert;
export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Whose orders a list may hold: the whole store's, or one account's. */
/**
 * Whose orders: every order; an account's (and, with `guestEmail`, the guest orders placed with that e-mail,
 * lower-cased); or a customer's, every order placed with the e-mail (lower-cased), guest and account ones.
 */
export type OrderScope = { kind: "all" } | { kind: "account"; accountId: string; guestEmail?: string } | { kind: "customer"; email: string };

/** What the administrators' order list narrows to. */
export type OrderFilter = {
  status?: string;
  payment?: string;
  /** Any of these payments. */
  payments?: readonly string[];
  shipping?: string;
  notCancelled?: boolean;
  placedFrom?: Date;
  placedBefore?: Date;
  /** Orders placed without an account (as a guest) with this e-mail, compared lower-cased. */
  guestEmail?: string;
  /**
   * The admin's search (lib/commerce/orders/order-search.ts): the order with this number, or whose customer's name or
   * e-mail is LIKE `contains` (any case), or with a line whose SKU is `sku` (lower-cased).
   */
  search?: { number?: number; contains?: string; sku: string };
};

export type PageWindow = { limit: number; offset: number };
