// POST /v2/subscriptions/subscriptions/{id}/states: pause, resume, cancel → 204 only when the plan
// allows it and the state permits it; else 400 naming why. The GET's flags, status, timestamps and
// state object follow every change; a refused change changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { buildOffering, makeSubscription, stateBody, type BuiltOffering } from "../support/subscription-fixtures";

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

let admin: string;
let implicit: string;
let shopper: { accountId: string; accountToken: string };
let stranger: { accountId: string; accountToken: string };
let offering: BuiltOffering;

const asShopper = (s: { accountToken: string }) => ({
  token: implicit,
  headers: { "EP-Account-Management-Authentication-Token": s.accountToken },
});
const act = (id: string, action: string, auth: { token: string; headers?: Record<string, string> } = { token: admin }) =>
  call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { ...auth, body: stateBody(action) });
const read = async (id: string) => (await call("GET", `/v2/subscriptions/subscriptions/${id}`, { token: admin })).body.data;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  shopper = await makeAccountMember(admin, implicit, "Subscriber");
  stranger = await makeAccountMember(admin, implicit, "Stranger");
  offering = await buildOffering(admin);
});

describe("pause → resume → cancel", () => {
  it("each step answers 204 and the GET follows: flags, status, timestamps and the state object", async () => {
    const id = await makeSubscription(admin, shopper.accountId, offering);
    const before = await read(id);
    expect(before.meta).not.toHaveProperty("state");
    expect(before.meta.timestamps).not.toHaveProperty("paused_at");

    const pause = await act(id, "pause", asShopper(shopper));
    expect(pause.status).toBe(204);
    expect(pause.body).toBeUndefined();
    const paused = await read(id);
    expect(paused.meta).toMatchObject({ status: "inactive", paused: true, canceled: false, closed: false, suspended: false });
    expect(paused.meta.timestamps.paused_at).toMatch(ISO);
    expect(paused.meta.timestamps.updated_at).toBe(paused.meta.timestamps.paused_at);
    expect(paused.meta.timestamps).not.toHaveProperty("resumed_at");
    expect(paused.meta.timestamps).not.toHaveProperty("canceled_at");
    expect(paused.meta.state).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "subscription_state",
      attributes: { action: "pause" },
      meta: {
        created_at: paused.meta.timestamps.paused_at,
        canceled: false,
        paused: true,
        closed: false,
        suspended: false,
        invoice_after: before.meta.invoice_after,
      },
    });
    expect(paused.meta.state.id).not.toBe(id);
    expect(paused.meta.invoice_after).toBe(before.meta.invoice_after);

    const resume = await act(id, "resume", asShopper(shopper));
    expect(resume.status).toBe(204);
    const resumed = await read(id);
    expect(resumed.meta).toMatchObject({ status: "active", paused: false, canceled: false });
    expect(resumed.meta.timestamps.resumed_at).toMatch(ISO);
    expect(resumed.meta.timestamps.paused_at).toBe(paused.meta.timestamps.paused_at);
    expect(resumed.meta.state.attributes.action).toBe("resume");
    expect(resumed.meta.state.meta).toMatchObject({ paused: false, canceled: false, created_at: resumed.meta.timestamps.resumed_at });
    expect(resumed.meta.state.id).not.toBe(paused.meta.state.id);
    // Resumed within the trial: the first invoice is still due when the trial ends.
    expect(resumed.meta.invoice_after).toBe(before.meta.invoice_after);

    const cancel = await act(id, "cancel", asShopper(shopper));
    expect(cancel.status).toBe(204);
    const canceled = await read(id);
    expect(canceled.meta).toMatchObject({ status: "inactive", canceled: true, paused: false });
    expect(canceled.meta.timestamps.canceled_at).toMatch(ISO);
    expect(canceled.meta.state.attributes.action).toBe("cancel");
    expect(canceled.meta.state.meta).toMatchObject({ canceled: true, paused: false, closed: false, suspended: false });
  });

  it("a paused subscription may be canceled", async () => {
    const id = await makeSubscription(admin, shopper.accountId, offering);
    expect((await act(id, "pause")).status).toBe(204);
    expect((await act(id, "cancel")).status).toBe(204);
    expect((await read(id)).meta).toMatchObject({ canceled: true, paused: false, status: "inactive" });
  });
});

describe("refused changes: 400 naming why, and nothing changes", () => {
  async function expectRefused(id: string, action: string, reason: string, detail: string) {
    const before = await read(id);
    const response = await act(id, action);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { status: 400, title: "Invalid state change", detail, source: "data.attributes.action", meta: { value: action, reason } },
    ]);
    expect(await read(id)).toEqual(before);
  }

  it("resume only when paused; pause not twice", async () => {
    const id = await makeSubscription(admin, shopper.accountId, offering);
    await expectRefused(id, "resume", "not_paused", "Only a paused subscription can be resumed.");
    expect((await act(id, "pause")).status).toBe(204);
    await expectRefused(id, "pause", "already_paused", "The subscription is already paused.");
    expect((await act(id, "resume")).status).toBe(204);
    await expectRefused(id, "resume", "not_paused", "Only a paused subscription can be resumed.");
  });

  it("nothing after cancel", async () => {
    const id = await makeSubscription(admin, shopper.accountId, offering);
    expect((await act(id, "cancel")).status).toBe(204);
    for (const action of ["pause", "resume", "cancel"]) {
      await expectRefused(id, action, "canceled", "The subscription is canceled; its state cannot change any more.");
    }
  });

  it("only what the plan allows: can_pause, can_resume, can_cancel", async () => {
    // Plan 2 (Discounted): can_pause false, can_cancel true. Plan 3 (Locked in): nothing allowed.
    const discounted = await makeSubscription(admin, shopper.accountId, offering, { plan_id: offering.planIds[1] });
    await expectRefused(discounted, "pause", "plan_disallows", "The subscription's plan does not allow pausing.");
    expect((await act(discounted, "cancel")).status).toBe(204);

    const locked = await makeSubscription(admin, shopper.accountId, offering, { plan_id: offering.planIds[2] });
    await expectRefused(locked, "cancel", "plan_disallows", "The subscription's plan does not allow canceling.");
    await expectRefused(locked, "pause", "plan_disallows", "The subscription's plan does not allow pausing.");

    const pauseOnly = await buildOffering(admin, {
      plans: [
        {
          name: "Pause only",
          billing_interval_type: "day",
          billing_frequency: 7,
          plan_length: 52,
          end_behavior: "roll",
          can_pause: true,
          can_resume: false,
          can_cancel: true,
          fixed_price: { USD: { amount: 700 } },
        },
      ],
    });
    const stuck = await makeSubscription(admin, shopper.accountId, pauseOnly);
    expect((await act(stuck, "pause")).status).toBe(204);
    await expectRefused(stuck, "resume", "plan_disallows", "The subscription's plan does not allow resuming.");
  });

  it("concurrent pauses: exactly one succeeds, the others are told it is already paused", async () => {
    const id = await makeSubscription(admin, shopper.accountId, offering);
    const responses = await Promise.all(Array.from({ length: 5 }, () => act(id, "pause")));
    expect(responses.map((r) => r.status).sort()).toEqual([204, 400, 400, 400, 400]);
    const states = await call("GET", `/v2/subscriptions/subscriptions/${id}/states`, { token: admin });
    expect(states.body.data).toHaveLength(1);
  });
});

describe("the request", () => {
  it("a bad body → 400 with field errors", async () => {
    const id = await makeSubscription(admin, shopper.accountId, offering);
    const unknownAction = await act(id, "pending");
    expect(unknownAction.status).toBe(400);
    expect(unknownAction.body.errors[0]).toMatchObject({ title: "enum", source: "data.attributes.action", meta: { value: "pending" } });

    const wrongType = await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, {
      token: admin,
      body: { data: { type: "state", attributes: { action: "pause" } } },
    });
    expect(wrongType.body.errors[0]).toMatchObject({ title: "enum", source: "data.type" });

    const missing = await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { token: admin, body: { data: { type: "subscription_state" } } });
    expect(missing.body.errors[0]).toMatchObject({ title: "required", source: "data.attributes" });

    const malformed = await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, {
      token: admin,
      raw: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].title).toBe("Bad Request");
    expect((await read(id)).meta.paused).toBe(false);
  });

  it("invalid id → 400 Validation Error; unknown → 404", async () => {
    const invalid = await act("nope", "pause");
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].title).toBe("Validation Error");
    const unknown = await act("7a0c4a8e-0d3f-4c54-9a0e-3f1a3f2b9c11", "pause");
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toEqual({ status: 404, title: "Not Found", detail: "No subscription found" });
  });

  it("who: the owner and administrators; another account → 404 and nothing changes; implicit alone → 403", async () => {
    const id = await makeSubscription(admin, shopper.accountId, offering);
    const foreign = await act(id, "pause", asShopper(stranger));
    expect(foreign.status).toBe(404);
    const implicitOnly = await act(id, "pause", { token: implicit });
    expect(implicitOnly.status).toBe(403);
    expect((await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { body: stateBody("pause") })).status).toBe(401);
    expect((await read(id)).meta.paused).toBe(false);
    expect((await act(id, "pause", { token: admin })).status).toBe(204);
  });
});
