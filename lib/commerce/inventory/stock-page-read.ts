// What the storefront shows of stock: the units a shopper can still buy, for products whose stock is kept.
import { stockStore } from "@/lib/storage/inventory/stock-store";
import { availableStock } from "./available-stock";
import { isLowStock } from "./low-stock";

/** Units available now, or undefined when the store does not keep stock of the product. */
export async function availableUnits(productId: string): Promise<number | undefined> {
  return (await availableUnitsOf([productId])).get(productId);
}

/** Units available now of the products whose stock is kept (the others are not in the map). */
export async function availableUnitsOf(productIds: string[]): Promise<Map<string, number>> {
  const levels = await stockStore.stockOf([...new Set(productIds)]);
  return new Map([...levels].map(([id, level]) => [id, availableStock(level)]));
}

/** What a product page says of its stock, if anything: sold out (and it cannot be added), or few left. */
export function productAvailability(availableNow: number | undefined): { level?: string; soldOut: boolean } {
  if (availableNow === 0) return { level: "Out of stock", soldOut: true };
  return { level: fewLeft(availableNow), soldOut: false };
}

const fewLeft = (availableNow: number | undefined) => (isLowStock(availableNow) ? `Only ${availableNow} left` : undefined);

/** What a cart line says of its product's stock, if anything: none left, fewer than it asks for, or few left. */
export function lineAvailability(availableNow: number | undefined, quantity: number): string | undefined {
  if (availableNow === undefined) return undefined;
  if (availableNow === 0) return "Out of stock: remove it to check out.";
  if (quantity > availableNow) return `Only ${availableNow} available: lower the quantity to check out.`;
  return fewLeft(availableNow);
}
