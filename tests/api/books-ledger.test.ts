// The admin order page's ledger (docs/orders.md "The ledger"): payments and refunds in a shopkeeper's words, a
// refund by line recorded with what it was for, a bank-transfer refund to pay out by hand and marked paid out once;
// the order's state in one phrase.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { ApiError } from "@/lib/commerce/errors";
import { adminOrder } from "@/lib/commerce/orders/admin-orders";
import { refundOrderLines } from "@/lib/commerce/orders/refund-lines";
import { shipOrder } from "@/lib/commerce/orders/ship-order";
import { recordPayment } from "@/lib/commerce/payments/record-payment";
import { markRefundPaidOut } from "@/lib/commerce/payments/refund-records";
import { refundTransaction } from "@/lib/commerce/payments/transaction-actions";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder } from "../support/order-fixtures";
import { asUuid } from "../support/uuid";

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };
let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

async function gbpOrder(lines: [productId: string, quantity: number][]) {
  const cartId = `ledger-${randomUUID().slice(0, 8)}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, {
    token: implicit,
    body: { data: lines.map(([id, quantity]) => ({ type: "cart_item", id, quantity })) },
    headers: { "X-MOLTIN-CURRENCY": "GBP" },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const placed = await placeOrder(cartId, implicit);
  return { id: placed.id as string, total: placed.meta.display_price.with_tax.amount as number };
}

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe("the ledger", () => {
  it("says what came in and what went back, records what each refund was for, and a paid-out refund once", async () => {
    const bottle = await makeProduct(admin, { name: "Engraved Water Bottle", price: { GBP: { amount: 1980, includes_tax: true } } });
    const mug = await makeProduct(admin, { name: "Mug", price: { GBP: { amount: 1000, includes_tax: true } } });
    const placed = await gbpOrder([[bottle.id, 2], [mug.id, 1]]);
    expect(placed.total).toBe(4960);
    expect((await adminOrder(ADMIN, asUuid(placed.id))).state.label).toBe("Awaiting payment");

    await recordPayment(ADMIN, asUuid(placed.id), { amount: 4960, way: "bank_transfer", reference: "BT-77" });
    const paid = await adminOrder(ADMIN, asUuid(placed.id));
    expect(paid.state).toEqual({ value: "paid_not_shipped", label: "Paid · Not shipped" });
    expect(paid.ledger.map((row) => row.text)).toEqual(["Payment received £49.60 by bank transfer"]);
    expect(paid.ledger[0].detail).toBe("Reference BT-77");

    const bottleLine = paid.lines.find((line) => line.name === "Engraved Water Bottle")!;
    const refund = await refundOrderLines(ADMIN, asUuid(placed.id), { lines: [{ item_id: bottleLine.id, quantity: 1, restock: false }] });
    expect(refund.amount).toBe(1980);
    const refunded = await adminOrder(ADMIN, asUuid(placed.id));
    expect(refunded.state.label).toBe("Paid · Not shipped · Partly refunded");
    expect(refunded.ledger.map((row) => [row.kind, row.text])).toEqual([
      ["payment", "Payment received £49.60 by bank transfer · £19.80 refunded"],
      ["refund", "Refund £19.80 for 1 × Engraved Water Bottle"],
    ]);
    const payOut = refunded.ledger[1].payOut!;
    expect(payOut).toMatchObject({ instruction: "Pay £19.80 back to the shopper by bank transfer", paidOutAt: null });

    // Marked paid out: with the time, once.
    const marked = await markRefundPaidOut(ADMIN, asUuid(placed.id), payOut.refundId);
    expect(marked.paidOutAt).toBeInstanceOf(Date);
    expect((await adminOrder(ADMIN, asUuid(placed.id))).ledger[1].payOut?.paidOutAt).toEqual(marked.paidOutAt);
    expect((await refusal(markRefundPaidOut(ADMIN, asUuid(placed.id), payOut.refundId))).status).toBe(422);
    // No such refund on this order: not found; a shopper holding the order's id may not mark one.
    expect((await refusal(markRefundPaidOut(ADMIN, asUuid(placed.id), randomUUID()))).status).toBe(404);
    expect((await refusal(markRefundPaidOut({ grant: "implicit", subject: "someone" }, asUuid(placed.id), payOut.refundId))).status).toBe(403);

    // The rest of the payment given back by amount: the payment was received and is refunded in full; never "refund".
    await shipOrder(ADMIN, asUuid(placed.id), { carrier: "Royal Mail", tracking_number: "RM123456789GB" });
    expect((await adminOrder(ADMIN, asUuid(placed.id))).state.label).toBe("Complete · Partly refunded");
    await refundTransaction(ADMIN, asUuid(placed.id), paid.transactions[0].id, {});
    const all = await adminOrder(ADMIN, asUuid(placed.id));
    expect(all.ledger.map((row) => row.text)).toEqual([
      "Payment received £49.60 by bank transfer · refunded in full",
      "Refund £19.80 for 1 × Engraved Water Bottle",
      "Refund £29.80",
    ]);
    expect(all.ledger[2].payOut).toMatchObject({ instruction: "Pay £29.80 back to the shopper by bank transfer", paidOutAt: null });
    expect(all.state.label).toBe("Refunded");
  });
});
