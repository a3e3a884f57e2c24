// The round trips of a checkout (docs/orders.md "Placing an order"): the same for a cart of 3 lines and of 30, the
// cart locked and read in one round trip through the cart store's checkout door, at most the budget below on
// PostgreSQL (the figure docs/benchmarks.md quotes), and the order number taken last, by the statement that writes the
// order in the round trip that commits: every checkout of the store waits for its counter's lock, so after it only the
// order's own rows and COMMIT may be sent.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDriver } from "@/lib/storage/db";
import { recordRoundTrips, statementCounter } from "../support/statement-counter";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { checkoutBody } from "../support/order-fixtures";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

/** A cart of `lines` lines, 3 of them products (whose stock is kept when `keptStock`), the rest custom items. */
async function cartOf(lines: number, { keptStock = false } = {}) {
  const cartId = `rt-${randomUUID().slice(0, 8)}`;
  const products = await Promise.all(Array.from({ length: Math.min(lines, 3) }, () => makeProduct(admin)));
  if (keptStock) {
    for (const product of products) {
      const stock = { data: { id: product.id, type: "stock", attributes: { available: 50 } } };
      expect((await call("POST", "/v2/inventories", { token: admin, body: stock })).status).toBe(201);
    }
  }
  const data = [
    ...products.map((product, i) => ({ type: "cart_item", id: product.id, quantity: i + 1 })),
    ...Array.from({ length: lines - products.length }, (_, n) => ({ type: "custom_item", name: `Line ${n}`, sku: `S-${n}`, quantity: 1, price: { amount: 100 } })),
  ];
  expect((await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data } })).status).toBe(201);
  return cartId;
}

async function countedCheckout(cartId: string) {
  const before = { ...statementCounter };
  const response = await call("POST", `/v2/carts/${cartId}/checkout`, { token: implicit, body: checkoutBody() });
  expect(response.status).toBe(201);
  return { statements: statementCounter.count - before.count, roundTrips: statementCounter.roundTrips - before.roundTrips };
}

describe("round trips per checkout", () => {
  it("are the same for a cart of 3 lines and of 30, whether their stock is kept or not", async () => {
    await countedCheckout(await cartOf(3)); // warm up what a process reads once
    const three = await countedCheckout(await cartOf(3));
    const thirty = await countedCheckout(await cartOf(30));
    const kept = await countedCheckout(await cartOf(3, { keptStock: true }));
    console.log(`checkout round trips (${await getDriver()}): 3 lines ${JSON.stringify(three)}, 30 lines ${JSON.stringify(thirty)}, 3 kept ${JSON.stringify(kept)}`);
    expect(thirty.roundTrips).toBe(three.roundTrips);
    // Kept stock adds two statements (the levels, the log), however many products: on PostgreSQL no round trip.
    expect(kept.statements - three.statements).toBe(2);
    if ((await getDriver()) === "postgres") expect(kept.roundTrips).toBe(three.roundTrips);
    if ((await getDriver()) === "postgres") expect(three.roundTrips).toBeLessThanOrEqual(ROUND_TRIP_BUDGET);
  });

  it("take the order number last, in the statement that writes the order: after it, only the order's lines, its e-mail and COMMIT", async () => {
    const cartId = await cartOf(3, { keptStock: true });
    const { roundTrips } = await recordRoundTrips(() => countedCheckout(cartId));
    // PRINT_RT=1 prints each round trip's SQL.
    if (process.env.PRINT_RT) console.log(roundTrips.map((t, i) => `${i}: ${t.map((x) => x.slice(0, 90)).join(" | ")}`).join("\n"));
    const numbered = roundTrips.findIndex((texts) => texts.some((text) => text.includes("order_number_counter")));
    expect(numbered).toBeGreaterThan(0);
    const texts = roundTrips.flat();
    const taking = texts.findIndex((text) => text.includes("order_number_counter"));
    expect(texts[taking]).toMatch(/^with taken as \(update order_number_counter [^)]*\)\s+insert into "orders"/);
    // The stock held (new levels, their log) goes before it.
    expect(texts.slice(0, taking).filter((text) => text.startsWith('update "stock"'))).toHaveLength(1);
    const after = texts.slice(taking + 1);
    expect(after.length).toBeGreaterThan(0);
    for (const text of after) expect(text).toMatch(/^(insert into "(order_items|email_outbox)"|commit$)/);
    // On PostgreSQL the number is taken in the round trip that commits, the stock's write with it: the counter is
    // held for part of one round trip.
    if ((await getDriver()) === "postgres") {
      expect(numbered).toBe(roundTrips.length - 1);
      expect(roundTrips[numbered].some((text) => text.startsWith('update "stock"'))).toBe(true);
    }
  });
});

/** PostgreSQL round trips of a guest's checkout (docs/benchmarks.md quotes the figure). */
const ROUND_TRIP_BUDGET = 3;
