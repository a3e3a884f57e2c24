// When a product's stock is low (the dashboard's "Low stock"): the store keeps its stock and it has this many units
// available or fewer (available = in the store − held for orders, available-stock.ts).
import { availableStock } from "./available-stock";

/** At or below this many available units a product's stock is low. */
export const LOW_STOCK_AT = 5;

export const isLowStock = (level: { total: number; allocated: number }, threshold = LOW_STOCK_AT): boolean => availableStock(level) <= threshold;
