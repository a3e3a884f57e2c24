// Who moved a product's stock and why (issue 34): every movement records it, through the same domain functions
// the /v2/inventories API and the admin's stock page use. The API's transactions keep EP's shape and say it in
// `meta` (`created_by`: an administrator's client id, `order <id>` or `API`; `reason`; an order's `order_id`).
// The admin's stock list finds products by name or SKU and lists low stock (low-stock.ts).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";
import { adminAdjustStock, adminProductStock, adminSetStock, adminStockList } from "@/lib/commerce/inventory/admin-stock";
import { byAdministrator } from "@/lib/commerce/inventory/stock";
import type { Caller } from "@/lib/commerce/auth/tokens";

/** A staff member in the admin: their movements are recorded by their name. */
const staffMember: Caller = {
  grant: "client_credentials",
  subject: "staff:33333333-3333-4333-8333-333333333333",
  staff: { id: "33333333-3333-4333-8333-333333333333", name: "Robin Stock", email: "robin@example.test", role: "staff" },
};
import { LOW_STOCK } from "@/lib/commerce/inventory/low-stock";
import { storedUuid } from "@/lib/commerce/uuid";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

async function stocked(available: number, name?: string) {
  const product = await makeProduct(admin, { name, price: { USD: { amount: 500, includes_tax: false } } });
  const created = await call("POST", "/v2/inventories", { token: admin, body: { data: { id: product.id, type: "stock", attributes: { available } } } });
  expect(created.status).toBe(201);
  return product;
}

const transactions = async (productId: string) => {
  const log = await call("GET", `/v2/inventories/${productId}/transactions`, { token: admin });
  expect(log.status).toBe(200);
  expect(schemaProblems("inventories", "ListTransactions", 200, log.body)).toEqual([]);
  return log.body.data as { attributes: { action: string; quantity: number }; meta: { created_by: string | null; reason: string | null; order_id?: string } }[];
};

describe("who moved stock and why", () => {
  it("records the API, the administrator with the reason, and the order, and the API reads them back", async () => {
    const product = await stocked(10);
    const moved = await call("POST", `/v2/inventories/${product.id}/transactions`, {
      token: admin,
      body: { data: { type: "stock-transaction", attributes: { action: "decrement", quantity: 1 } } },
    });
    expect(moved.status).toBe(201);
    expect(schemaProblems("inventories", "CreateTransaction", 201, moved.body)).toEqual([]);
    expect(moved.body.data.meta).toMatchObject({ created_by: "API", reason: null });

    // The admin's stock page: a set and an adjustment, as the administrator signed in with the client id.
    const by = (reason: string) => byAdministrator(staffMember, reason);
    await adminAdjustStock(product.id, { change: 5, reason: "Delivery from the supplier" }, by("Delivery from the supplier"));
    await adminAdjustStock(product.id, { change: -2, reason: "Damaged" }, by("Damaged"));
    await adminSetStock(product.id, { available: 20, reason: "Stock count" }, by("Stock count"));
    expect((await call("GET", `/v2/inventories/${product.id}`, { token: admin })).body.data.attributes).toEqual({ available: 20, allocated: 0, total: 20 });

    // An order's hold says which order.
    const cartId = `who-${randomUUID()}`;
    expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: product.id, quantity: 3 } } })).status).toBe(201);
    const order = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });
    expect(order.status).toBe(201);
    const orderId = order.body.data.id as string;

    const log = await transactions(product.id);
    expect(log.map((t) => [t.attributes.action, t.attributes.quantity, t.meta.created_by, t.meta.reason, t.meta.order_id ?? null])).toEqual([
      ["increment", 10, "API", null, null],
      ["decrement", 1, "API", null, null],
      ["increment", 5, "Robin Stock", "Delivery from the supplier", null],
      ["decrement", 2, "Robin Stock", "Damaged", null],
      ["increment", 8, "Robin Stock", "Stock count", null],
      ["allocate", 3, `order ${orderId}`, "Checkout", orderId],
    ]);

    // The admin's history: newest first, the same facts.
    const page = await adminProductStock(storedUuid(product.id));
    expect(page).toMatchObject({ kept: true, available: 17, allocated: 3 });
    expect(page.history.map((row) => [row.action, row.quantity, row.actor, row.reason])[0]).toEqual(["allocate", 3, `order ${orderId}`, "Checkout"]);
    expect(page.history).toHaveLength(6);
  });

  it("refuses taking away more than is available, and logs nothing", async () => {
    const product = await stocked(2);
    await expect(adminAdjustStock(product.id, { change: -3, reason: "Lost" }, byAdministrator(staffMember, "Lost"))).rejects.toMatchObject({ status: 400 });
    expect((await transactions(product.id)).length).toBe(1);
  });

  it("lists products by name or SKU, and only low stock when asked", async () => {
    const tag = randomUUID().slice(0, 8);
    const low = await stocked(LOW_STOCK, `Low ${tag}`);
    const plenty = await stocked(LOW_STOCK + 1, `Plenty ${tag}`);
    const uncounted = await makeProduct(admin, { name: `Uncounted ${tag}` });
    const all = await adminStockList({ q: tag });
    expect(all.lines.map((line) => [line.productId, line.kept, line.available, line.low])).toEqual([
      [low.id, true, LOW_STOCK, true],
      [plenty.id, true, LOW_STOCK + 1, false],
      [uncounted.id, false, undefined, false],
    ]);
    expect((await adminStockList({ q: tag, low: "1" })).lines.map((line) => line.productId)).toEqual([low.id]);
    expect((await adminStockList({ q: low.attributes.sku })).lines.map((line) => line.productId)).toEqual([low.id]);
    // Words are words, not patterns.
    expect((await adminStockList({ q: `${tag}%` })).total).toBe(0);
  });
});
