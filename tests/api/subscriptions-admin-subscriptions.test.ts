// EP's 2025 back-office operations on subscriptions: PUT one (its plan, from the next bill on, and its payment
// authority), DELETE one, PUT …/plans (detach), GET …/pricing-options and GET one state. Answers are checked
// against EP's subscriptions OpenAPI document; a refused change changes nothing, and the billing run bills the new
// plan's price and period after a move.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClockOffset } from "@/lib/commerce/clock";
import { runBilling } from "@/lib/commerce/subscriptions/billing-run";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { buildOffering, makeSubscription, stateBody, type BuiltOffering } from "../support/subscription-fixtures";

const UNKNOWN = "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11";
const DAY = 24 * 60 * 60 * 1000;

let admin: string;
let implicit: string;
let accountId: string;
let accountToken: string;
let offering: BuiltOffering;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  ({ accountId, accountToken } = await makeAccountMember(admin, implicit));
  offering = await buildOffering(admin);
});

afterEach(() => setClockOffset(0));

const asShopper = () => ({ token: implicit, headers: { "EP-Account-Management-Authentication-Token": accountToken } });
const STRIPE = { payment_authority: { type: "elastic_path_payments_stripe", customer_id: "cus_0001", card_id: "card_0001" } };
const path = (id: string) => `/v2/subscriptions/subscriptions/${id}`;
const read = async (id: string) => (await call("GET", path(id), { token: admin })).body.data;
const update = (id: string, attributes: Record<string, unknown>) => ({ data: { type: "subscription", id, attributes } });

describe("PUT /v2/subscriptions/subscriptions/{subscription_uuid}", () => {
  it("200 moves it to another plan of its offering; the next bill is the new plan's price and period", async () => {
    const [monthly, discounted] = offering.planIds;
    const id = await makeSubscription(admin, accountId, offering, { plan_id: monthly, ...STRIPE });
    const invoiceAfter = (await read(id)).meta.invoice_after;
    const response = await call("PUT", path(id), { token: admin, body: update(id, { plan_id: discounted }) });
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "UpdateSubscription", 200, response.body)).toEqual([]);
    expect(response.body.data.attributes.plan_id).toBe(discounted);
    // The period already running stands: billing still starts when it did.
    expect(response.body.data.meta.invoice_after).toBe(invoiceAfter);

    await runBilling(new Date(Date.parse(invoiceAfter) + 1000));
    const invoices = (await call("GET", `${path(id)}/invoices`, { token: admin })).body.data;
    expect(invoices).toHaveLength(1);
    // Discounted: 10% off the products' 1600 + 500, every two weeks.
    expect(invoices[0].meta.price).toMatchObject({ currency: "USD", amount: 1890 });
    const { start, end } = invoices[0].attributes.billing_period;
    expect(Date.parse(end) - Date.parse(start)).toBe(14 * DAY);
    expect(invoices[0].attributes.invoice_items[0].plan_id).toBe(discounted);
  });

  it("pricing_option_id names the plan too; payment_authority is saved", async () => {
    const id = await makeSubscription(admin, accountId, offering);
    const authority = { type: "elastic_path_payments_stripe", customer_id: "cus_9999" };
    const response = await call("PUT", path(id), { token: admin, body: update(id, { pricing_option_id: offering.planIds[2], payment_authority: authority }) });
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({ plan_id: offering.planIds[2], payment_authority: authority });
  });

  it("400 for a plan of another offering, 422 once canceled; nothing changes", async () => {
    const other = await buildOffering(admin);
    const id = await makeSubscription(admin, accountId, offering);
    const foreign = await call("PUT", path(id), { token: admin, body: update(id, { plan_id: other.planIds[1] }) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toMatchObject({ status: 400, title: "Plan not found", source: "data.attributes.plan_id" });

    expect((await call("POST", `${path(id)}/states`, { token: admin, body: stateBody("cancel") })).status).toBe(204);
    const canceled = await call("PUT", path(id), { token: admin, body: update(id, { plan_id: offering.planIds[1] }) });
    expect(canceled.status).toBe(422);
    expect((await read(id)).attributes.plan_id).toBe(offering.planIds[0]);
  });

  it("404 for an unknown one, 400 when the body's id is another, 403 for a shopper", async () => {
    expect((await call("PUT", path(UNKNOWN), { token: admin, body: update(UNKNOWN, {}) })).status).toBe(404);
    const id = await makeSubscription(admin, accountId, offering);
    expect((await call("PUT", path(id), { token: admin, body: update(UNKNOWN, { plan_id: offering.planIds[1] }) })).status).toBe(400);
    expect((await call("PUT", path(id), { ...asShopper(), body: update(id, { plan_id: offering.planIds[1] }) })).status).toBe(403);
    expect((await read(id)).attributes.plan_id).toBe(offering.planIds[0]);
  });
});

describe("DELETE /v2/subscriptions/subscriptions/{subscription_uuid}", () => {
  it("204 deletes it with its invoices; then 404", async () => {
    const id = await makeSubscription(admin, accountId, offering);
    setClockOffset(40 * DAY);
    await runBilling();
    expect((await call("DELETE", path(id), { token: admin })).status).toBe(204);
    expect((await call("GET", path(id), { token: admin })).status).toBe(404);
    expect((await call("DELETE", path(id), { token: admin })).status).toBe(404);
  });

  it("403 for a shopper, and it stays", async () => {
    const id = await makeSubscription(admin, accountId, offering);
    expect((await call("DELETE", path(id), asShopper())).status).toBe(403);
    expect((await call("GET", path(id), { token: admin })).status).toBe(200);
  });
});

describe("PUT /v2/subscriptions/subscriptions/{subscription_uuid}/plans", () => {
  const detach = (...plans: string[]) => ({ data: [{ type: "detach", plans }] });

  it("204 detaching a plan it is not on; 422 detaching its own, which it keeps", async () => {
    const id = await makeSubscription(admin, accountId, offering);
    expect((await call("PUT", `${path(id)}/plans`, { token: admin, body: detach(offering.planIds[1]) })).status).toBe(204);
    const own = await call("PUT", `${path(id)}/plans`, { token: admin, body: detach(offering.planIds[0]) });
    expect(own.status).toBe(422);
    expect((await read(id)).attributes.plan_id).toBe(offering.planIds[0]);
    expect((await call("PUT", `${path(id)}/plans`, { token: admin, body: { data: [{ type: "attach", plans: [offering.planIds[1]] }] } })).status).toBe(400);
  });
});

describe("GET /v2/subscriptions/subscriptions/{subscription_uuid}/pricing-options", () => {
  it("200: the offering's pricing options, the subscription's active, for its own account", async () => {
    const id = await makeSubscription(admin, accountId, offering, { plan_id: offering.planIds[1] });
    const response = await call("GET", `${path(id)}/pricing-options`, asShopper());
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "ListSubscriptionPricingOptions", 200, response.body)).toEqual([]);
    expect(response.body.data.map((o: any) => o.meta.active_pricing_option)).toEqual([null, true, null]);
  });

  it("404 for another account's", async () => {
    const other = await makeAccountMember(admin, implicit, "Other");
    const id = await makeSubscription(admin, other.accountId, offering);
    expect((await call("GET", `${path(id)}/pricing-options`, asShopper())).status).toBe(404);
  });
});

describe("GET /v2/subscriptions/subscriptions/{subscription_uuid}/states/{state_uuid}", () => {
  it("200 with the state; 404 for an unknown state, 400 for a malformed one", async () => {
    const id = await makeSubscription(admin, accountId, offering);
    expect((await call("POST", `${path(id)}/states`, { ...asShopper(), body: stateBody("pause") })).status).toBe(204);
    const [state] = (await call("GET", `${path(id)}/states`, asShopper())).body.data;
    const response = await call("GET", `${path(id)}/states/${state.id}`, asShopper());
    expect(response.status).toBe(200);
    expect(schemaProblems("subscriptions", "GetSubscriptionState", 200, response.body)).toEqual([]);
    expect(response.body.data).toMatchObject({ id: state.id, type: "subscription_state", attributes: { action: "pause" } });
    expect((await call("GET", `${path(id)}/states/${UNKNOWN}`, asShopper())).status).toBe(404);
    expect((await call("GET", `${path(id)}/states/nope`, asShopper())).status).toBe(400);
  });
});

describe("an invoice's payments", () => {
  async function billedInvoice(overrides: Record<string, unknown> = {}) {
    const id = await makeSubscription(admin, accountId, offering, overrides);
    await runBilling(new Date(Date.parse((await read(id)).meta.invoice_after) + 1000));
    const [invoice] = (await call("GET", `${path(id)}/invoices`, { token: admin })).body.data;
    return { id, invoice };
  }

  it("a charged invoice has its one successful payment, on both paths", async () => {
    const { id, invoice } = await billedInvoice();
    const listed = await call("GET", `/v2/subscriptions/invoices/${invoice.id}/payments`, asShopper());
    expect(listed.status).toBe(200);
    expect(schemaProblems("subscriptions", "ListInvoicePayments", 200, listed.body)).toEqual([]);
    expect(listed.body.data).toHaveLength(1);
    const [payment] = listed.body.data;
    expect(payment).toMatchObject({
      type: "subscription_invoice_payment",
      attributes: { success: true, gateway: "manual", amount: { currency: "USD", amount: 1900 } },
      meta: { invoice_id: invoice.id, subscription_id: id, manual_payment: false },
    });
    expect(payment.meta.timestamps.payment_taken_at).toEqual(expect.any(String));
    const one = await call("GET", `/v2/subscriptions/invoices/${invoice.id}/payments/${payment.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(schemaProblems("subscriptions", "GetInvoicePayment", 200, one.body)).toEqual([]);
    expect(one.body.data).toEqual(payment);
    const nested = await call("GET", `${path(id)}/invoices/${invoice.id}/payments`, { token: admin });
    expect(schemaProblems("subscriptions", "ListSubscriptionInvoicePayments", 200, nested.body)).toEqual([]);
    expect(nested.body.data).toEqual([payment]);
    const nestedOne = await call("GET", `${path(id)}/invoices/${invoice.id}/payments/${payment.id}`, { token: admin });
    expect(schemaProblems("subscriptions", "GetSubscriptionInvoicePayment", 200, nestedOne.body)).toEqual([]);
    expect(nestedOne.body.data).toEqual(payment);
  });

  it("manual payments: one pending payment", async () => {
    const { invoice } = await billedInvoice({ manual_payments: true });
    const [payment] = (await call("GET", `/v2/subscriptions/invoices/${invoice.id}/payments`, { token: admin })).body.data;
    expect(payment).toMatchObject({ attributes: { success: false, pending: true, gateway: "manual" }, meta: { manual_payment: true } });
  });

  it("PUT reports a pending manual payment taken: the invoice is paid; a gateway's payment is 409, a failure 422", async () => {
    const { invoice } = await billedInvoice({ manual_payments: true });
    const paymentsPath = `/v2/subscriptions/invoices/${invoice.id}/payments`;
    const [pending] = (await call("GET", paymentsPath, { token: admin })).body.data;
    const report = (id: string, attributes: Record<string, unknown>, token = admin) =>
      call("PUT", `${paymentsPath}/${id}`, { token, body: { data: { type: "subscription_invoice_payment", id, attributes } } });

    expect((await report(pending.id, { success: true }, implicit)).status).toBe(403);
    const failed = await report(pending.id, { success: false, failure_detail: "Card Failure" });
    expect(failed.status).toBe(422);
    expect((await call("GET", `/v2/subscriptions/invoices/${invoice.id}`, { token: admin })).body.data.attributes.outstanding).toBe(true);

    const taken = await report(pending.id, { success: true, external_payment_id: "ext-42", payment_taken_at: "2026-01-10T11:41:19Z" });
    expect(taken.status).toBe(200);
    expect(schemaProblems("subscriptions", "UpdateInvoicePayment", 200, taken.body)).toEqual([]);
    expect(taken.body.data).toMatchObject({
      id: pending.id,
      attributes: { success: true, pending: false, gateway: "manual", external_payment_id: "ext-42" },
      meta: { manual_payment: true, timestamps: { payment_taken_at: "2026-01-10T11:41:19Z" } },
    });
    const paid = (await call("GET", `/v2/subscriptions/invoices/${invoice.id}`, { token: admin })).body.data;
    expect(paid.attributes).toMatchObject({ outstanding: false, manual_payment_pending: false });
    expect((await report(pending.id, { success: true })).status).toBe(409);

    const charged = await billedInvoice();
    const [payment] = (await call("GET", `/v2/subscriptions/invoices/${charged.invoice.id}/payments`, { token: admin })).body.data;
    const refused = await call("PUT", `/v2/subscriptions/invoices/${charged.invoice.id}/payments/${payment.id}`, {
      token: admin,
      body: { data: { type: "subscription_invoice_payment", id: payment.id, attributes: { success: true } } },
    });
    expect(refused.status).toBe(409);
  });

  it("404 for an unknown payment, another subscription's invoice, or another account's", async () => {
    const { invoice } = await billedInvoice();
    expect((await call("GET", `/v2/subscriptions/invoices/${invoice.id}/payments/${UNKNOWN}`, { token: admin })).status).toBe(404);
    const other = await makeSubscription(admin, accountId, offering);
    expect((await call("GET", `${path(other)}/invoices/${invoice.id}/payments`, { token: admin })).status).toBe(404);
    const stranger = await makeAccountMember(admin, implicit, "Stranger");
    const asStranger = { token: implicit, headers: { "EP-Account-Management-Authentication-Token": stranger.accountToken } };
    expect((await call("GET", `/v2/subscriptions/invoices/${invoice.id}/payments`, asStranger)).status).toBe(404);
  });
});
