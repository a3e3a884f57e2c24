import { addItemsToCart } from "@/lib/commerce/carts/add-items";
import { itemsCollectionJson } from "@/lib/commerce/carts/cart-view";
import { getDb } from "@/lib/storage/db";
import { sql } from "drizzle-orm";
const db = await getDb();
const ids = ((await db.execute(sql`select id from products order by sku limit 100`)) as any).rows.map((r: any) => r.id);
const caller = { grant: "implicit" as const, subject: "x" };
const mode = process.env.MODE ?? "empty";
const N = Number(process.env.N ?? 2000);
async function one(n: number) {
  const cart = mode === "empty" ? `ip-${Date.now()}-${n}` : `full-${n % 16}`;
  const body = { data: { type: "cart_item", id: mode === "empty" ? ids[99] : ids[n % 99], quantity: 1 } };
  const { view, errors } = await addItemsToCart(cart, body, { caller, currency: "USD" });
  return itemsCollectionJson(view, errors);
}
for (let i = 0; i < 300; i++) await one(i);
const c0 = process.cpuUsage(); const t0 = performance.now();
for (let i = 0; i < N; i++) await one(i);
const c = process.cpuUsage(c0); const t = performance.now() - t0;
console.log(mode, "wall/add", (t / N).toFixed(3), "ms; cpu/add", ((c.user + c.system) / 1000 / N).toFixed(3), "ms");
process.exit(0);
