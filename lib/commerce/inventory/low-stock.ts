// Low stock: few enough units available to say so. The one home of the threshold: the product page and a cart line
// say "Only 3 left" (stock-page-read.ts), and the admin's stock list shows these products under "Low stock"
// (/admin/stock?low=1, admin-stock.ts) and the dashboard lists them (orders/dashboard.ts). Out of stock (none available)
// is low stock too.

/** At most this many units available is low stock. */
export const LOW_STOCK = 5;

/** Whether a product with `availableNow` units available is low on stock (undefined or null: its stock is not kept). */
export const isLowStock = (availableNow: number | null | undefined): availableNow is number => availableNow != null && availableNow <= LOW_STOCK;
