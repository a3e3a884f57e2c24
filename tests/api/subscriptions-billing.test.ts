// Billing runs: every transition (first bill, trial, pause skips, cancel stops, close ends, roll continues), how
// invoices are paid, EP's invoice shape and who reads invoices, and two runners at once issuing each invoice once.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { setClockOffset } from "@/lib/commerce/clock";
import { startBillingTimer, stopBillingTimer } from "@/lib/http/lifecycle/billing-timer";
import { runBilling } from "@/lib/commerce/subscriptions/billing-run";
import { getDb, type Db } from "@/lib/storage/db";
import * as schema from "@/lib/storage/schema";
import { sqlSubscriptionStore, type SubscriptionStore } from "@/lib/storage/subscriptions/subscription-store";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { schemaProblems } from "../support/openapi";
import { BEANS, GUIDE, buildOffering, makeSubscription, stateBody, type BuiltOffering } from "../support/subscription-fixtures";

const DAY = 86_400_000;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

let admin: string;
let implicit: string;
let shopper: { accountId: string; accountToken: string };
let other: { accountId: string; accountToken: string };
let offering: BuiltOffering;

const base = { can_pause: true, can_resume: true, can_cancel: true };
const PLANS = {
  /** No trial, every 2 weeks, 10 % off the products (1890 USD). */
  fortnightly: { ...base, name: "Fortnightly", billing_interval_type: "week", billing_frequency: 2, plan_length: 26, end_behavior: "close", base_price_percentage: 10 },
  /** A month's trial, then monthly at 1900. */
  trial: { ...base, name: "Trial first", billing_interval_type: "month", billing_frequency: 1, trial_period: 1, plan_length: 12, end_behavior: "roll", fixed_price: { USD: { amount: 1900, includes_tax: false } } },
  /** Two months, then closes. */
  short: { ...base, name: "Two months", billing_interval_type: "month", billing_frequency: 1, plan_length: 2, end_behavior: "close", fixed_price: { USD: { amount: 1000, includes_tax: false } } },
  /** One month terms that roll on. */
  rolling: { ...base, name: "Rolling month", billing_interval_type: "month", billing_frequency: 1, plan_length: 1, end_behavior: "roll", fixed_price: { USD: { amount: 700, includes_tax: true } } },
};
const planIndex = (name: keyof typeof PLANS) => Object.keys(PLANS).indexOf(name);

const asShopper = (s = shopper) => ({ token: implicit, headers: { "EP-Account-Management-Authentication-Token": s.accountToken } });
const subscribe = (plan: keyof typeof PLANS, overrides: Record<string, unknown> = {}, account = shopper) =>
  makeSubscription(admin, account.accountId, offering, { plan_id: offering.planIds[planIndex(plan)], ...overrides });
const subscription = async (id: string) => (await call("GET", `/v2/subscriptions/subscriptions/${id}`, { token: admin })).body.data;
const invoices = async (id: string) => (await call("GET", `/v2/subscriptions/subscriptions/${id}/invoices`, { token: admin })).body.data;
const after = (iso: string, ms = 1000) => new Date(new Date(iso).getTime() + ms);
/** Runs billing as of `at`, and stops any other subscription of this file from getting in the way of counts. */
const bill = async (at: Date) => runBilling(at);

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  shopper = await makeAccountMember(admin, implicit, "Billed Shopper");
  other = await makeAccountMember(admin, implicit, "Other Shopper");
  offering = await buildOffering(admin, { name: "Billing Club", products: [BEANS, GUIDE], plans: Object.values(PLANS) });
});

afterEach(() => setClockOffset(0));

describe("a billing run", () => {
  it("bills a subscription without a trial at once, for one period of frequency × interval, and moves invoice_after", async () => {
    const id = await subscribe("fortnightly");
    const before = await subscription(id);
    const report = await bill(after(before.meta.invoice_after));
    expect(report.invoices_created).toBeGreaterThanOrEqual(1);
    const [invoice] = await invoices(id);
    expect(invoice).toEqual({
      id: expect.any(String),
      type: "subscription_invoice",
      attributes: {
        billing_period: { start: before.meta.invoice_after, end: after(before.meta.invoice_after, 14 * DAY).toISOString().replace(/\.\d{3}Z$/, "Z") },
        invoice_items: [
          {
            description: "Billing Club: Fortnightly",
            price: { amount: 1890, currency: "USD", includes_tax: false },
            plan_id: offering.planIds[0],
            from_time_period: before.meta.invoice_after,
            until_time_period: expect.stringMatching(ISO),
          },
        ],
        outstanding: false,
        number: 1,
        tax_required: false,
        payment_retries_limit_reached: false,
        manual_payment_pending: false,
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      },
      meta: {
        owner: "store",
        subscription_id: id,
        subscriber_id: shopper.accountId,
        price: { currency: "USD", amount: 1890, includes_tax: false },
        timestamps: { created_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO) },
        proration_events: [],
      },
    });
    const moved = await subscription(id);
    expect(new Date(moved.meta.invoice_after).getTime() - new Date(before.meta.invoice_after).getTime()).toBe(14 * DAY);
    expect(moved.meta.status).toBe("active");
    // Its e-mail is in the outbox, written by the run that made the invoice (docs/email.md).
    const [mail] = await (await getDb()).select().from(schema.emailOutbox).where(eq(schema.emailOutbox.sendKey, `subscription-invoice:${invoice.id}`));
    expect(mail).toMatchObject({ kind: "subscription_invoice", recipient: "ada@example.test" });
    expect(mail.payload).toMatchObject({ invoiceNumber: 1, amount: "$18.90", paid: true, lines: [{ description: "Billing Club: Fortnightly", amount: "$18.90" }] });

    // The same period is never billed twice: another run at the same time issues nothing for it.
    await bill(after(before.meta.invoice_after));
    expect(await invoices(id)).toHaveLength(1);
    // The next run after the new invoice_after bills the next period, numbered 2.
    await bill(after(moved.meta.invoice_after));
    const two = await invoices(id);
    expect(two.map((i: { attributes: { number: number } }) => i.attributes.number)).toEqual([1, 2]);
    expect(two[1].attributes.billing_period.start).toBe(moved.meta.invoice_after);
  });

  it("honours a trial: nothing until it ends, then the first bill", async () => {
    const id = await subscribe("trial");
    const created = await subscription(id);
    const trialEnds = created.meta.invoice_after;
    expect(new Date(trialEnds).getTime() - new Date(created.meta.timestamps.created_at).getTime()).toBeGreaterThan(27 * DAY);
    await bill(new Date(new Date(trialEnds).getTime() - DAY));
    expect(await invoices(id)).toEqual([]);
    await bill(after(trialEnds));
    const [invoice] = await invoices(id);
    expect(invoice.meta.price).toEqual({ currency: "USD", amount: 1900, includes_tax: false });
    expect(invoice.attributes.billing_period.start).toBe(trialEnds);
  });

  it("a paused subscription is skipped, and billed again once resumed", async () => {
    const id = await subscribe("fortnightly");
    expect((await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { ...asShopper(), body: stateBody("pause") })).status).toBe(204);
    const paused = await subscription(id);
    expect(paused.meta.status).toBe("inactive");
    await bill(new Date(Date.now() + 60 * DAY));
    expect(await invoices(id)).toEqual([]);
    expect((await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { ...asShopper(), body: stateBody("resume") })).status).toBe(204);
    await bill(new Date(Date.now() + 60 * DAY));
    expect(await invoices(id)).toHaveLength(1);
    expect((await subscription(id)).meta.status).toBe("active");
  });

  it("a canceled subscription is never billed again and stays inactive", async () => {
    const id = await subscribe("fortnightly");
    await bill(after((await subscription(id)).meta.invoice_after));
    expect(await invoices(id)).toHaveLength(1);
    expect((await call("POST", `/v2/subscriptions/subscriptions/${id}/states`, { token: admin, body: stateBody("cancel") })).status).toBe(204);
    await bill(new Date(Date.now() + 400 * DAY));
    expect(await invoices(id)).toHaveLength(1);
    expect((await subscription(id)).meta).toMatchObject({ status: "inactive", canceled: true });
  });

  it("a close plan bills plan_length intervals and then closes: inactive, no more invoices", async () => {
    const id = await subscribe("short");
    const start = await subscription(id);
    const end = start.meta.timestamps.end_date;
    let at = after(start.meta.invoice_after);
    for (let n = 0; n < 2; n++) {
      await bill(at);
      at = after((await subscription(id)).meta.invoice_after);
    }
    expect(await invoices(id)).toHaveLength(2);
    expect((await subscription(id)).meta.invoice_after).toBe(end);
    const report = await bill(at);
    expect(report.closed).toBeGreaterThanOrEqual(1);
    const closed = await subscription(id);
    expect(closed.meta).toMatchObject({ closed: true, status: "inactive" });
    await bill(new Date(at.getTime() + 90 * DAY));
    expect(await invoices(id)).toHaveLength(2);
  });

  it("a roll plan rolls on into a new term and keeps billing", async () => {
    const id = await subscribe("rolling");
    const start = await subscription(id);
    await bill(after(start.meta.invoice_after));
    const first = await subscription(id);
    expect(first.meta.invoice_after).toBe(start.meta.timestamps.end_date);
    await bill(after(first.meta.invoice_after));
    const rolled = await subscription(id);
    expect(rolled.meta).toMatchObject({ closed: false, status: "active" });
    expect(new Date(rolled.meta.timestamps.end_date).getTime()).toBeGreaterThan(new Date(start.meta.timestamps.end_date).getTime());
    const list = await invoices(id);
    expect(list.map((i: { meta: { price: { amount: number; includes_tax: boolean } } }) => i.meta.price)).toEqual([
      { currency: "USD", amount: 700, includes_tax: true },
      { currency: "USD", amount: 700, includes_tax: true },
    ]);
  });

  it("manual payments leave the invoice outstanding with a manual payment pending", async () => {
    const id = await subscribe("fortnightly", { manual_payments: true });
    await bill(after((await subscription(id)).meta.invoice_after));
    const [invoice] = await invoices(id);
    expect(invoice.attributes).toMatchObject({ outstanding: true, manual_payment_pending: true });
  });

  it("POST /v2/subscriptions/jobs runs billing now on the store's clock and reports it (administrators only)", async () => {
    const id = await subscribe("trial");
    setClockOffset(40 * DAY);
    const refused = await call("POST", "/v2/subscriptions/jobs", { ...asShopper(), body: { data: { type: "subscription_job", attributes: { job_type: "billing-run" } } } });
    expect(refused.status).toBe(403);
    const bad = await call("POST", "/v2/subscriptions/jobs", { token: admin, body: { data: { type: "subscription_job", attributes: { job_type: "tax-run" } } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source).toBe("data.attributes.job_type");
    const response = await call("POST", "/v2/subscriptions/jobs", { token: admin, body: { data: { type: "subscription_job", attributes: { job_type: "billing-run" } } } });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      type: "subscription_job",
      attributes: { job_type: "billing-run", status: "success" },
      meta: { owner: "store", report: { invoices_tax_required: 0, invoice_failures: 0 } },
    });
    expect(response.body.data.meta.report.invoices_ready_for_payment).toBeGreaterThanOrEqual(1);
    expect(schemaProblems("subscriptions", "CreateJob", 201, response.body)).toEqual([]);
    expect(response.body.data.meta.report.total_ready_for_payment.USD.amount).toBeGreaterThanOrEqual(1900);
    expect(await invoices(id)).toHaveLength(1);
  });
});

describe("reading invoices", () => {
  it("a shopper reads its own account's invoices; another account's are 404; an implicit token alone is 403", async () => {
    const mine = await subscribe("fortnightly");
    const theirs = await subscribe("fortnightly", {}, other);
    await bill(new Date(Date.now() + DAY));
    const own = await call("GET", "/v2/subscriptions/invoices", asShopper());
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThanOrEqual(1);
    expect(own.body.data.every((i: { meta: { subscriber_id: string } }) => i.meta.subscriber_id === shopper.accountId)).toBe(true);
    expect(own.body.meta.results.total).toBe(own.body.data.length);
    const [theirInvoice] = await invoices(theirs);
    expect((await call("GET", `/v2/subscriptions/invoices/${theirInvoice.id}`, asShopper())).status).toBe(404);
    expect((await call("GET", `/v2/subscriptions/subscriptions/${theirs}/invoices`, asShopper())).status).toBe(404);
    const [myInvoice] = await invoices(mine);
    const one = await call("GET", `/v2/subscriptions/subscriptions/${mine}/invoices/${myInvoice.id}`, asShopper());
    expect(one.status).toBe(200);
    expect(one.body.data.id).toBe(myInvoice.id);
    expect((await call("GET", `/v2/subscriptions/invoices/${myInvoice.id}`, asShopper())).body.data.meta.subscription_id).toBe(mine);
    expect((await call("GET", "/v2/subscriptions/invoices", { token: implicit })).status).toBe(403);
    expect((await call("GET", "/v2/subscriptions/invoices/nope", { token: admin })).status).toBe(400);
    const all = await call("GET", "/v2/subscriptions/invoices?page[limit]=100", { token: admin });
    expect(all.body.data.some((i: { id: string }) => i.id === theirInvoice.id)).toBe(true);

    // EP's filter: eq on subscription_id, subscriber_id, outstanding, tax_required; anything else is 400.
    const filtered = await call("GET", `/v2/subscriptions/invoices?filter=eq(subscription_id,${mine}):eq(outstanding,false)`, { token: admin });
    expect(filtered.body.data.map((i: { id: string }) => i.id)).toEqual([myInvoice.id]);
    const bySubscriber = await call("GET", `/v2/subscriptions/invoices?filter=eq(subscriber_id,${other.accountId})&page[limit]=100`, { token: admin });
    expect(bySubscriber.body.data.length).toBeGreaterThanOrEqual(1);
    expect(bySubscriber.body.data.every((i: { meta: { subscriber_id: string } }) => i.meta.subscriber_id === other.accountId)).toBe(true);
    // The shopper's one outstanding invoice is the manual-payments subscription's (earlier in this file).
    const outstanding = (await call("GET", "/v2/subscriptions/invoices?filter=eq(outstanding,true)", asShopper())).body.data;
    expect(outstanding.length).toBeGreaterThanOrEqual(1);
    expect(outstanding.every((i: { attributes: { outstanding: boolean; manual_payment_pending: boolean } }) => i.attributes.outstanding && i.attributes.manual_payment_pending)).toBe(true);
    expect((await call("GET", `/v2/subscriptions/subscriptions/${mine}/invoices?filter=eq(tax_required,true)`, asShopper())).body.data).toEqual([]);
    const bad = await call("GET", "/v2/subscriptions/invoices?filter=eq(amount,5)", { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ source: "filter" });

    // Every answer is what EP's subscriptions OpenAPI documents for its operation.
    expect(schemaProblems("subscriptions", "ListInvoices", 200, all.body)).toEqual([]);
    expect(schemaProblems("subscriptions", "GetInvoice", 200, (await call("GET", `/v2/subscriptions/invoices/${myInvoice.id}`, { token: admin })).body)).toEqual([]);
    expect(schemaProblems("subscriptions", "GetSubscriptionInvoice", 200, one.body)).toEqual([]);
    const listed = await call("GET", `/v2/subscriptions/subscriptions/${mine}/invoices`, asShopper());
    expect(schemaProblems("subscriptions", "ListSubscriptionInvoices", 200, listed.body)).toEqual([]);
  });
});

describe("two billing runners at once", () => {
  it("issue each invoice once (two connection pools on PostgreSQL, one database)", async () => {
    const url = process.env.DATABASE_URL;
    const second: { store: SubscriptionStore; close: () => Promise<void> } = url
      ? (() => {
          const pool = new Pool({ connectionString: url, max: 4 });
          const db = drizzle({ client: pool, schema }) as unknown as Db;
          return { store: sqlSubscriptionStore(async () => db), close: () => pool.end() };
        })()
      : { store: sqlSubscriptionStore(), close: async () => {} };
    try {
      const ids = await Promise.all(Array.from({ length: 16 }, () => subscribe("fortnightly")));
      const total = async () => (await call("GET", "/v2/subscriptions/invoices?page[limit]=1", { token: admin })).body.meta.results.total as number;
      const before = await total();
      // Three rounds, each a period later: both runners race for the same periods every time.
      for (let round = 1; round <= 3; round++) {
        const at = new Date(Date.now() + (round - 1) * 14 * DAY + DAY);
        const [a, b] = await Promise.all([runBilling(at), runBilling(at, second.store)]);
        expect(a.invoice_failures + b.invoice_failures).toBe(0);
        for (const id of ids) {
          const list = await invoices(id);
          expect(list.map((i: { attributes: { number: number } }) => i.attributes.number)).toEqual(Array.from({ length: round }, (_, n) => n + 1));
        }
      }
      expect((await total()) - before).toBeGreaterThanOrEqual(16 * 3);
      const starts = new Set<string>();
      for (const id of ids) for (const i of await invoices(id)) starts.add(`${id}:${i.attributes.billing_period.start}`);
      expect(starts.size).toBe(16 * 3);
    } finally {
      await second.close();
    }
  });
});

describe("billing inside the server", () => {
  it("runs on its interval (BILLING_INTERVAL_SECONDS) and stops when told", async () => {
    const id = await subscribe("fortnightly");
    process.env.BILLING_INTERVAL_SECONDS = "0.2";
    try {
      startBillingTimer();
      const deadline = Date.now() + 20_000;
      while ((await invoices(id)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    } finally {
      stopBillingTimer();
      delete process.env.BILLING_INTERVAL_SECONDS;
    }
    expect(await invoices(id)).toHaveLength(1);
  });

  it("0 turns it off", async () => {
    const id = await subscribe("fortnightly");
    process.env.BILLING_INTERVAL_SECONDS = "0";
    try {
      startBillingTimer();
      await new Promise((r) => setTimeout(r, 600));
    } finally {
      stopBillingTimer();
      delete process.env.BILLING_INTERVAL_SECONDS;
    }
    expect(await invoices(id)).toEqual([]);
  });
});

describe("npm run billing:run", () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, "../..");

  // Two processes need a database both can open: PostgreSQL (the embedded one belongs to this process).
  it.skipIf(!process.env.DATABASE_URL)("two processes at once on one PostgreSQL database bill each due subscription once", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => subscribe("fortnightly")));
    const once = () =>
      run(path.join(root, "node_modules/.bin/tsx"), ["scripts/billing-run.ts"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: "silent" },
        timeout: 120_000,
      });
    const [a, b] = await Promise.all([once(), once()]);
    const reports = [a, b].map((r) => JSON.parse(r.stdout.trim().split("\n").at(-1)!));
    expect(reports.every((r) => r.invoice_failures === 0)).toBe(true);
    for (const id of ids) expect(await invoices(id)).toHaveLength(1);
    // Between them the two runs issued at least these twelve invoices, each exactly once.
    expect(reports[0].invoices_created + reports[1].invoices_created).toBeGreaterThanOrEqual(12);
  });
});
