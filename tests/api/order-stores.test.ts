// The stores of orders and promotions (lib/storage/orders, lib/storage/promotions):
//   - the SQL twin of isPaymentPromise (lib/commerce/payments/record-payment.ts): the statement that picks the
//     lapsed orders to let go (orderStore.lockLapsedOrders) keeps an order's hold past the hold time exactly when
//     one of its transactions is a promise to pay outside the store; a property test runs both on random transactions;
//   - the lapsed orders read visits only the orders that may have lapsed, not every unpaid order older than the hold
//     time (a checkout sends it: its cost must not grow with the orders shoppers leave unpaid);
//   - what the promotions domain offers the next issue's admin beyond the API: a promotion by its code, and how
//     many codes each promotion holds.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { isPaymentPromise } from "@/lib/commerce/payments/record-payment";
import { findPromotionByCode, promotionCodeCounts } from "@/lib/commerce/promotions/promotions";
import { orderStore } from "@/lib/storage/orders/order-store";
import { batchedTransaction, getDb } from "@/lib/storage/db";
import { sql } from "drizzle-orm";
import { statementQuery } from "@/lib/storage/compiled-statement";
import { pgLiteral } from "@/lib/storage/batched-transaction";
import { placeOrderStatements } from "@/lib/storage/orders/place-statements";
import { paymentStore } from "@/lib/storage/payments/payment-store";
import { adminToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { makeCodePromotion, makePromotion } from "../support/promotions";
import { orderLineFixture } from "../support/order-line-fixture";

let admin: string;
let productId: string;

beforeAll(async () => {
  admin = await adminToken();
  productId = (await makeProduct(admin)).id;
});

const GATEWAYS = ["manual", "elastic_path_payments_stripe", "braintree"] as const;
const STATUSES = ["pending", "complete", "failed", "cancelled"] as const;
/** An unpaid, incomplete order of one unit of `product`, numbered from the store's counter as a checkout's order is. */
const unpaidOrder = (product: string, { createdAt, stockHeld }: { createdAt: Date; stockHeld: boolean }) =>
  placeOrderStatements({
    order: { id: randomUUID(), currency: "USD", customer: { name: "Twin", email: "twin@example.com" }, billingAddress: {}, shippingAddress: {}, displayPrice: {}, stockHeld, createdAt },
    items: [{ cartItem: orderLineFixture({ name: "Thing" }), type: "cart_item", productId: product, quantity: 1, position: 0 }],
    outbox: [],
    numberLabel: { prefix: "#", paths: [] },
  });

/** An unpaid, incomplete order holding stock of the product since long ago, with these transactions. */
async function expiredOrder(transactions: { gateway: string; status: string }[]): Promise<string> {
  return batchedTransaction(async (batch) => {
    const { statements, parse } = unpaidOrder(productId, { createdAt: new Date("2020-01-01T00:00:00Z"), stockHeld: true });
    const { order } = parse(await batch.run(statements));
    const tx = await batch.tx();
    for (const t of transactions) {
      await paymentStore.record(tx, { orderId: order.id, currency: "USD", gateway: t.gateway, transactionType: "purchase", status: t.status, amount: 100 });
    }
    return order.id;
  });
}

describe("SQL twin of isPaymentPromise", () => {
  it("an expired hold is let go exactly when none of the order's transactions is a promise to pay", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ gateway: fc.constantFrom(...GATEWAYS), status: fc.constantFrom(...STATUSES) }), { maxLength: 3 }), async (transactions) => {
        const id = await expiredOrder(transactions);
        const promised = transactions.some(isPaymentPromise);
        const cutoffs = { holdCutoff: new Date("2021-01-01T00:00:00Z"), promiseCutoff: new Date("2000-01-01T00:00:00Z") };
        const picked = await orderStore.transaction((tx) => orderStore.lockLapsedOrders(tx, { productIds: [productId], ...cutoffs }));
        expect(picked.some((o) => o.id === id)).toBe(!promised);
        // Past the promise's cutoff too, it is picked either way, and says whether it was promised.
        const later = await orderStore.transaction((tx) => orderStore.lockLapsedOrders(tx, { ...cutoffs, promiseCutoff: cutoffs.holdCutoff }));
        expect(later.find((o) => o.id === id)).toMatchObject({ promised, stockHeld: true });
        // Out of the way of the next run: the order holds no stock any more.
        await orderStore.transaction((tx) => orderStore.cancelHold(tx, id, new Date()));
      }),
      { numRuns: 25 },
    );
  });
});

/** `count` unpaid orders of the product placed at `createdAt`, holding its stock or not, in one transaction. */
async function unpaidOrders(count: number, product: string, placed: { createdAt: Date; stockHeld: boolean }) {
  await batchedTransaction(async (batch) => {
    for (let i = 0; i < count; i++) await batch.run(unpaidOrder(product, placed).statements);
  });
}

type PlanNode = { "Relation Name"?: string; "Actual Rows"?: number; "Actual Loops"?: number; "Rows Removed by Filter"?: number; "Rows Removed by Index Recheck"?: number; Plans?: PlanNode[] };

/** The rows of orders a plan read from the table: what its scans of it kept and what their conditions threw away
 * (an index's own entries are left out: a changed order's old entry stays there until VACUUM). */
function ordersRowsVisited(node: PlanNode): number {
  // The counts are per loop.
  const own = node["Relation Name"] === "orders" ? ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * (node["Actual Loops"] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + ordersRowsVisited(child), 0);
}

describe("the lapsed orders read", () => {
  it("visits the orders whose hold or promise may have lapsed, however many unpaid orders cannot have", async () => {
    const product = (await makeProduct(admin)).id;
    const at = new Date();
    const lapse = { productIds: [product], holdCutoff: new Date(at.getTime() - 3_600_000), promiseCutoff: new Date(at.getTime() - 7 * 86_400_000) };
    const db = await getDb();
    /** The rows of orders the read visits, as PostgreSQL plans and runs it prepared: its generic plan, which a pooled
     * connection keeps using after a few runs (made on the statistics of the moment, or on none: a new store's tables
     * have none until autovacuum gets to them). */
    const visited = async () => {
      const query = statementQuery(orderStore.lapsedOrdersRead(lapse).statement);
      return db.transaction(async (tx) => {
        await tx.execute(sql.raw(`prepare lapsed_probe as ${query.text}`));
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        const explained = (await tx.execute(sql.raw(`explain (analyze, format json) execute lapsed_probe(${query.params.map(pgLiteral).join(", ")})`))) as unknown as { rows: { "QUERY PLAN": [{ Plan: PlanNode }] | string }[] };
        await tx.execute(sql`deallocate lapsed_probe`);
        const cell = explained.rows[0]["QUERY PLAN"];
        return ordersRowsVisited((typeof cell === "string" ? JSON.parse(cell) : cell)[0].Plan);
      });
    };
    // Holding stock past the hold time: these lapse.
    await unpaidOrders(3, product, { createdAt: new Date(lapse.holdCutoff.getTime() - 60_000), stockHeld: true });
    const before = await visited();
    // Left unpaid and not lapsed: just placed, holding stock or not, and two days ago holding none (such an order
    // never lapses: it holds nothing and promised nothing).
    await unpaidOrders(150, product, { createdAt: at, stockHeld: false });
    await unpaidOrders(100, product, { createdAt: at, stockHeld: true });
    await unpaidOrders(150, product, { createdAt: new Date(at.getTime() - 2 * 86_400_000), stockHeld: false });
    // Without statistics (a new store's, until autovacuum gets to its tables) the planner may read the table through
    // once (and look each order that may have lapsed up by its id), but never walk it again for each of them.
    const [{ orders: placed }] = ((await db.execute(sql`select count(*)::int as orders from orders`)) as unknown as { rows: { orders: number }[] }).rows;
    expect(await visited()).toBeLessThan(2 * placed);
    // With them, as a store runs: only the orders that may have lapsed.
    await db.execute(sql`analyze orders, order_items, order_transactions`);
    expect(await visited()).toBeLessThanOrEqual(before + 2);
    const lapsed = await orderStore.transaction((tx) => orderStore.lockLapsedOrders(tx, lapse));
    expect(lapsed).toHaveLength(3);
  });
});

describe("the promotions domain's reads", () => {
  it("finds a promotion by its code in any case, and nothing for a code no promotion holds", async () => {
    const { promotion, code } = await makeCodePromotion(admin);
    expect((await findPromotionByCode(code.toLowerCase()))?.id).toBe(promotion.id);
    expect(await findPromotionByCode(`NONE-${randomUUID().slice(0, 8)}`)).toBeUndefined();
  });

  it("counts the codes each promotion holds (0 for one without)", async () => {
    const { promotion } = await makeCodePromotion(admin);
    const bare = await makePromotion(admin);
    const counts = await promotionCodeCounts([promotion.id, bare.id]);
    expect(counts.get(promotion.id)).toBe(1);
    expect(counts.get(bare.id)).toBe(0);
  });
});
