// The stores of orders and promotions (lib/storage/orders, lib/storage/promotions):
//   - the SQL twin of isPaymentPromise (lib/commerce/payments/record-payment.ts): the statement that picks the
//     lapsed orders to let go (orderStore.lockLapsedOrders) keeps an order's hold past the hold time exactly when
//     one of its transactions is a promise to pay outside the store; a property test runs both on random transactions;
//   - what the promotions domain offers the next issue's admin beyond the API: a promotion by its code, and how
//     many codes each promotion holds.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { isPaymentPromise } from "@/lib/commerce/payments/record-payment";
import { findPromotionByCode, promotionCodeCounts } from "@/lib/commerce/promotions/promotions";
import { orderStore } from "@/lib/storage/orders/order-store";
import { batchedTransaction } from "@/lib/storage/db";
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
/** An unpaid, incomplete order holding stock of the product since long ago, with these transactions. */
async function expiredOrder(transactions: { gateway: string; status: string }[]): Promise<string> {
  return batchedTransaction(async (batch) => {
    // Numbered from the store's counter, as a checkout's order is.
    const { statements, parse } = placeOrderStatements({
      order: {
        id: randomUUID(),
        currency: "USD",
        customer: { name: "Twin", email: "twin@example.com" },
        billingAddress: {},
        shippingAddress: {},
        displayPrice: {},
        stockHeld: true,
        createdAt: new Date("2020-01-01T00:00:00Z"),
      },
      items: [{ cartItem: orderLineFixture({ name: "Thing" }), type: "cart_item", productId, quantity: 1, position: 0 }],
      outbox: [],
      numberLabel: { prefix: "#", paths: [] },
    });
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
