// What each stock movement does (EP's inventories): the one home of the rule; the table's `stock_amounts` check is
// its backstop. available = total − allocated (available-stock.ts).
//
//   increment   total + q                          (new stock arrives)
//   decrement   total − q, only from what is available
//   allocate    allocated + q, only from what is available   (an order holds it)
//   deallocate  allocated − q, only from what is held        (an order lets it go)
//   ship        total − q and allocated − q, from what is held (a held order leaves the store)
import { ApiError } from "../errors";
import { availableStock } from "./available-stock";

export type StockLevel = { total: number; allocated: number };
export type StockAction = "increment" | "decrement" | "allocate" | "deallocate";
export type StockMovement = StockAction | "ship";

export const STOCK_ACTIONS = ["increment", "decrement", "allocate", "deallocate"] as const satisfies readonly StockAction[];

/** The level after the movement, or undefined when there is not enough to move. */
export function stockAfter(level: StockLevel, movement: StockMovement, quantity: number): StockLevel | undefined {
  switch (movement) {
    case "increment":
      return { total: level.total + quantity, allocated: level.allocated };
    case "decrement":
      return quantity <= availableStock(level) ? { total: level.total - quantity, allocated: level.allocated } : undefined;
    case "allocate":
      return quantity <= availableStock(level) ? { total: level.total, allocated: level.allocated + quantity } : undefined;
    case "deallocate":
      return quantity <= level.allocated ? { total: level.total, allocated: level.allocated - quantity } : undefined;
    case "ship":
      return quantity <= level.allocated ? { total: level.total - quantity, allocated: level.allocated - quantity } : undefined;
  }
}

/** Whether `quantity` units can be had when `availableUnits` are (undefined or null: the store does not keep stock). */
export const withinStock = (availableUnits: number | null | undefined, quantity: number) => availableUnits == null || quantity <= availableUnits;

/** EP's refusal, naming the product as the shopper knows it (or, for an administrator's movement, the levels). */
export const insufficientStock = (
  product: { id: string; name?: string; sku?: string },
  what: "add" | "check out" | { action: StockAction; quantity: number; level: StockLevel } = "add",
  source?: string,
) =>
  new ApiError({
    status: 400,
    title: "Insufficient stock",
    detail:
      typeof what === "string"
        ? `There is not enough stock to ${what} ${product.name ?? product.id}${what === "add" ? " to your cart" : ""}`
        : `Cannot ${what.action} ${what.quantity}: ${availableStock(what.level)} available, ${what.level.allocated} allocated.`,
    meta: { id: product.id, ...(product.sku ? { sku: product.sku } : {}) },
    ...(source ? { source } : {}),
  });
