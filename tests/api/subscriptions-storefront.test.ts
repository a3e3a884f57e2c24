// What the account pages read and do (lib/commerce/subscriptions/subscription-pages.ts), on a real database:
// scoped to the signed-in account, the plan in words, prices formatted, the card masked.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { buildOffering, makeSubscription, type BuiltOffering } from "../support/subscription-fixtures";
import {
  accountSubscription,
  accountSubscriptions,
  changeAccountSubscriptionState,
} from "@/lib/commerce/subscriptions/subscription-pages";

let admin: string;
let owner: { accountId: string };
let other: { accountId: string };
let offering: BuiltOffering;
let id: string;

beforeAll(async () => {
  admin = await adminToken();
  const implicit = await implicitToken();
  owner = await makeAccountMember(admin, implicit, "Owner");
  other = await makeAccountMember(admin, implicit, "Other");
  offering = await buildOffering(admin);
  id = await makeSubscription(admin, owner.accountId, offering);
});

describe("accountSubscription", () => {
  it("describes the subscription as the page shows it, and never carries the full card id", async () => {
    const detail = await accountSubscription(owner.accountId, id);
    expect(detail).toMatchObject({
      id,
      offeringName: "Coffee Club",
      offeringDescription: "Fresh beans on your schedule.",
      planName: "Monthly",
      planInWords: "billed every month for 12 months, then renews",
      trial: "1 month free trial",
      price: { amount: 1900, currency: "USD", formatted: "$19.00" },
      payment: { kind: "card", provider: "vendor_payments_processor", card: "•••• 4242" },
      status: "active",
      state: "active",
      actions: ["pause", "cancel"],
      dates: { endBehavior: "roll" },
    });
    expect(detail!.products).toEqual([
      expect.objectContaining({ name: "House Blend Beans", price: { amount: 1600, currency: "USD", formatted: "$16.00" }, per: "month" }),
      expect.objectContaining({ name: "Brew Guide", price: { amount: 500, currency: "USD", formatted: "$5.00" } }),
    ]);
    expect(JSON.stringify(detail)).not.toContain("card_4242424242424242");
    expect(JSON.stringify(detail)).not.toContain("cus_0001");
  });

  it("another account's subscription, an unknown id and a non-UUID are all simply not there", async () => {
    expect(await accountSubscription(other.accountId, id)).toBeUndefined();
    expect(await accountSubscription(owner.accountId, "7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11")).toBeUndefined();
    expect(await accountSubscription(owner.accountId, "nope")).toBeUndefined();
  });

  it("a plan that closes says so; manual payments say so", async () => {
    const closing = await makeSubscription(admin, owner.accountId, offering, { plan_id: offering.planIds[2], manual_payments: true, payment_authority: undefined });
    const detail = await accountSubscription(owner.accountId, closing);
    expect(detail).toMatchObject({ planInWords: "billed every year for 1 year, then closes", payment: { kind: "manual" }, actions: [] });
    expect(detail).not.toHaveProperty("trial");
  });
});

describe("accountSubscriptions", () => {
  it("lists the account's own only", async () => {
    const mine = await accountSubscriptions(owner.accountId);
    expect(mine.map((s) => s.id)).toContain(id);
    expect(await accountSubscriptions(other.accountId)).toEqual([]);
  });
});

describe("changeAccountSubscriptionState", () => {
  it("says what happened, or why not, and touches only the account's own subscriptions", async () => {
    const fresh = await makeSubscription(admin, owner.accountId, offering);
    expect(await changeAccountSubscriptionState(other.accountId, fresh, "pause")).toEqual({ ok: false, message: "No subscription found" });
    expect(await changeAccountSubscriptionState(owner.accountId, fresh, "resume")).toEqual({ ok: false, message: "Only a paused subscription can be resumed." });
    expect(await changeAccountSubscriptionState(owner.accountId, fresh, "pause")).toEqual({ ok: true, message: "Your subscription is paused." });
    expect((await accountSubscription(owner.accountId, fresh))?.actions).toEqual(["resume", "cancel"]);
    expect(await changeAccountSubscriptionState(owner.accountId, fresh, "resume")).toEqual({ ok: true, message: "Your subscription is active again." });
    expect(await changeAccountSubscriptionState(owner.accountId, fresh, "cancel")).toEqual({ ok: true, message: "Your subscription is canceled." });
    const after = await call("GET", `/v2/subscriptions/subscriptions/${fresh}`, { token: admin });
    expect(after.body.data.meta).toMatchObject({ canceled: true, status: "inactive" });
  });
});
