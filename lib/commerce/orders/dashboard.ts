// The admin's dashboard (/admin): the sales figures and the money awaited (sales-summary.ts says what they are), how many orders wait in
// the order lists a shopkeeper works from (admin-orders.ts ORDER_VIEWS), and the products whose stock is low
// (inventory/low-stock.ts). Read at the store's clock.
import { salesStore } from "@/lib/storage/orders/sales-store";
import { lowStockStore, type StockedProduct } from "@/lib/storage/inventory/low-stock-store";
import { now } from "../clock";
import { readStoreDetails } from "../settings/store-details";
import { availableStock } from "../inventory/available-stock";
import { isLowStock, LOW_STOCK } from "../inventory/low-stock";
import { adminOrderViewCounts, type OrderView } from "./admin-orders";
import { listOrders, type LoadedOrder } from "./orders";
import { AWAITING_PAYMENT, salesSummary, salesWindow, type SalesSummary } from "./sales-summary";

/** How many low-stock products the dashboard lists; more are on the stock page. */
export const LOW_STOCK_LISTED = 10;

/** How many of the newest orders the dashboard lists; the rest are on the orders page. */
export const LATEST_ORDERS_LISTED = 5;

export type LowStockProduct = Pick<StockedProduct, "productId" | "name" | "sku"> & { available: number };

export type StoreDashboard = {
  sales: SalesSummary;
  orderViews: Record<OrderView, number>;
  lowStock: { threshold: number; products: LowStockProduct[]; more: boolean };
  latestOrders: LoadedOrder["order"][];
};

/** The sales figures alone, at the store's clock, by the days of the store's time zone (store details). */
export async function salesFigures(): Promise<SalesSummary> {
  const at = now();
  const { timeZone } = await readStoreDetails();
  const { from, before } = salesWindow(at, timeZone);
  const store = salesStore();
  const [orders, moneyRows, awaiting] = await Promise.all([
    store.dailySales(from, before, timeZone),
    store.dailyMoney(from, before, timeZone),
    store.awaitingPayment(AWAITING_PAYMENT),
  ]);
  return salesSummary(orders, moneyRows, awaiting, at, timeZone);
}

export async function storeDashboard(): Promise<StoreDashboard> {
  const [sales, orderViews, stocked, latest] = await Promise.all([
    salesFigures(),
    adminOrderViewCounts(),
    lowStockStore.fewestAvailable(LOW_STOCK_LISTED + 1),
    listOrders({ kind: "all" }, { limit: LATEST_ORDERS_LISTED, offset: 0 }),
  ]);
  const low = stocked.filter((level) => isLowStock(availableStock(level)));
  return {
    sales,
    orderViews,
    lowStock: {
      threshold: LOW_STOCK,
      products: low.slice(0, LOW_STOCK_LISTED).map(({ productId, name, sku, total, allocated }) => ({ productId, name, sku, available: availableStock({ total, allocated }) })),
      more: low.length > LOW_STOCK_LISTED,
    },
    latestOrders: latest.orders.map(({ order }) => order),
  };
}
