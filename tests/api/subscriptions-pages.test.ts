// What the storefront's /subscriptions page, the subscription page and /admin/subscriptions read, on a real database:
// offerings with plans priced in the shopper's currency; a subscription's invoices and a next bill only when there
// will be one; the admin list with state and next invoice, and the run's report in words.
import { beforeAll, describe, expect, it } from "vitest";
import { adminSubscriptionList, billingReportWords } from "@/lib/commerce/subscriptions/admin-subscriptions";
import { runBilling } from "@/lib/commerce/subscriptions/billing-run";
import { accountSubscription, storefrontOfferings } from "@/lib/commerce/subscriptions/subscription-pages";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { BEANS, GUIDE, buildOffering, makeSubscription, stateBody, type BuiltOffering } from "../support/subscription-fixtures";

let admin: string;
let shopper: { accountId: string };
let offering: BuiltOffering;

const base = { can_pause: true, can_resume: true, can_cancel: true };
const WEEKLY = { ...base, name: "Weekly beans", billing_interval_type: "week", billing_frequency: 1, plan_length: 1, end_behavior: "close" };
const YEARLY = { ...base, name: "Yearly", billing_interval_type: "year", billing_frequency: 1, trial_period: 1, plan_length: 3, end_behavior: "roll", fixed_price: { EUR: { amount: 9900, includes_tax: true } } };

beforeAll(async () => {
  admin = await adminToken();
  const implicit = await implicitToken();
  shopper = await makeAccountMember(admin, implicit, "Page Reader");
  offering = await buildOffering(admin, { name: "Pages Club", products: [BEANS, GUIDE], plans: [WEEKLY, YEARLY] });
});

describe("storefrontOfferings", () => {
  it("lists each offering with its products and plans, priced in the shopper's currency (none where it has no price)", async () => {
    const usd = (await storefrontOfferings("USD")).find((o) => o.id === offering.id)!;
    expect(usd.products.map((p) => p.name)).toEqual(["House Blend Beans", "Brew Guide"]);
    expect(usd.plans).toEqual([
      { id: offering.planIds[0], name: "Weekly beans", sentences: ["billed every week for 1 week, then closes"], price: { amount: 2100, currency: "USD", formatted: "$21.00" } },
      // No fixed price in USD: the products' total.
      {
        id: offering.planIds[1],
        name: "Yearly",
        sentences: ["billed every year for 3 years, then renews"],
        trial: "1 year free trial",
        price: { amount: 2100, currency: "USD", formatted: "$21.00" },
      },
    ]);
    const eur = (await storefrontOfferings("EUR")).find((o) => o.id === offering.id)!;
    // The guide has no EUR price, so only the plan with a fixed EUR price has one.
    expect(eur.plans.map((p) => p.price?.formatted)).toEqual([undefined, "€99.00"]);
  });
});

describe("the subscription page and the admin list", () => {
  it("show invoices after a run, the next bill while there will be one, and none once the plan is closing", async () => {
    const id = await makeSubscription(admin, shopper.accountId, offering, { plan_id: offering.planIds[0] });
    const before = await accountSubscription(shopper.accountId, id);
    expect(before!.invoices).toEqual([]);
    expect(before!.dates.nextBill).toBeInstanceOf(Date);

    const report = await runBilling(new Date(before!.dates.nextBill!.getTime() + 1000));
    expect(billingReportWords(report)).toMatch(/^Billing ran: \d+ invoices? issued \(\d+ paid, \d+ outstanding\)/);
    const after = await accountSubscription(shopper.accountId, id);
    expect(after!.invoices).toEqual([
      expect.objectContaining({ number: 1, amount: { amount: 2100, currency: "USD", formatted: "$21.00" }, paid: true, pendingManual: false }),
    ]);
    // One week of one week: the next period would start at the end of the term, so there is no next bill.
    expect(after!.dates.nextBill).toBeUndefined();
    expect(after!.facts.map((f) => f.term)).toEqual(["Started", "Bills", "Ends on"]);

    const { rows } = await adminSubscriptionList(1, 100);
    const row = rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ offeringName: "Pages Club", planName: "Weekly beans", state: "active", invoices: 1, price: { formatted: "$21.00" } });
    expect(row.nextBill).toBeUndefined();
  });

  it("the price per bill is what its listed parts add up to, and what an invoice charges", async () => {
    // No fixed price in USD: the products' prices are the parts.
    const id = await makeSubscription(admin, shopper.accountId, offering, { plan_id: offering.planIds[1] });
    const detail = (await accountSubscription(shopper.accountId, id))!;
    expect(detail.priceParts!.parts.map((p) => [p.kind, p.label, p.amount.amount])).toEqual([
      ["product", "House Blend Beans", 1600],
      ["product", "Brew Guide", 500],
    ]);
    expect(detail.priceParts!.perBill.amount).toBe(detail.priceParts!.parts.reduce((sum, p) => sum + p.amount.amount, 0));
    expect(detail.price?.amount).toBe(detail.priceParts!.perBill.amount);
    expect(detail.planSentences).toEqual(["billed every year for 3 years, then renews"]);
    expect(detail.facts.map((f) => f.term)).toEqual(["Started", "Next bill on", "Renews on"]);
  });

  it("a paused subscription shows no next bill", async () => {
    const id = await makeSubscription(admin, shopper.accountId, offering, { plan_id: offering.planIds[0] });
    expect((await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { token: admin, body: stateBody("pause") })).status).toBe(204);
    const paused = (await accountSubscription(shopper.accountId, id))!;
    expect(paused.dates.nextBill).toBeUndefined();
    expect(paused.facts.map((f) => f.term)).toEqual(["Started", "Paused since", "Bills"]);
    const row = (await adminSubscriptionList(1, 100)).rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ state: "paused", status: "inactive" });
    expect(row.nextBill).toBeUndefined();
  });
});
