// Elastic Path's official js-sdk, pointed at this API, drives subscriptions unchanged: build an
// offering, create a subscription, read it with its plans, pause it.
import { beforeAll, describe, expect, it } from "vitest";
import { gateway, MemoryStorageFactory } from "@elasticpath/js-sdk";
import { ADMIN_CLIENT, adminToken, apiFetch, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { BEANS, MONTHLY } from "../support/subscription-fixtures";

let accountId: string;

const sdk = () =>
  gateway({
    client_id: ADMIN_CLIENT.id,
    client_secret: ADMIN_CLIENT.secret,
    host: "cartwright.test",
    // The in-process server speaks http; the SDK always asks for https.
    custom_fetch: (url: string, init: RequestInit) => apiFetch(url.replace(/^https:/, "http:"), init),
    storage: new MemoryStorageFactory(),
    throttleEnabled: false,
  } as Parameters<typeof gateway>[0]);

beforeAll(async () => {
  ({ accountId } = await makeAccountMember(await adminToken(), await implicitToken()));
});

describe("@elasticpath/js-sdk", () => {
  it("builds an offering, creates a subscription, reads it with its plans and pauses it", async () => {
    const ep = sdk();
    const built = await ep.SubscriptionOfferings.Build({ name: "SDK Club", description: "Via the SDK", products: [BEANS], plans: [MONTHLY] } as never);
    const offeringId = built.data.id;
    const plans = await ep.SubscriptionOfferings.GetAttachedPlans(offeringId);
    expect(plans.data.map((p) => p.attributes.name)).toEqual(["Monthly"]);

    const created = await ep.Subscriptions.Create({
      account_id: accountId,
      offering_id: offeringId,
      plan_id: plans.data[0].id,
      currency: "USD",
      name: "Sdk Shopper",
      email: "sdk@example.test",
    } as never);
    const id = created.data.id;

    const read = await ep.Subscriptions.With("plans").Get(id);
    expect(read.data.attributes.offering.attributes.name).toBe("SDK Club");
    expect((read as unknown as { included: { plans: { meta: { active_plan: boolean } }[] } }).included.plans[0].meta.active_plan).toBe(true);

    await ep.Subscriptions.CreateState(id, "pause");
    const paused = await ep.Subscriptions.Get(id);
    expect(paused.data.meta.paused).toBe(true);
    expect(paused.data.meta.status).toBe("inactive");

    const all = await ep.Subscriptions.All();
    expect(all.data.map((s) => s.id)).toContain(id);
  });
});
