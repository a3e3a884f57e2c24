// The store details, time zone, order-number prefix and policy pages (docs/admin.md "Store details", "Policy pages"):
// saved and read back with who did it; an unknown zone or a bad prefix refused with nothing changed; the dashboard's
// today follows the zone; order e-mails print the prefix and the store's name and contact; the API keeps the bare
// number.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { emailOutbox, orders } from "@/lib/storage/schema";
import { activityOf } from "@/lib/commerce/activity/activity";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { setClockOffset } from "@/lib/commerce/clock";
import { salesFigures } from "@/lib/commerce/orders/dashboard";
import { publishedPolicies, readPolicies, updatePolicy } from "@/lib/commerce/settings/policies";
import { readStoreDetails, storeDetailsFields, updateStoreDetails, type StoreDetailsValues } from "@/lib/commerce/settings/store-details";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { refusedWith } from "../support/thrown";
import { placeOrder } from "../support/order-fixtures";

const OWNER: Caller = { grant: "client_credentials", subject: "test-admin", staff: { id: randomUUID(), name: "Olive Owner", email: "olive@shop.example", role: "owner" } };

const DETAILS: StoreDetailsValues = {
  store_name: "Cartwright Test",
  address_line_1: "1 Mill Street",
  address_line_2: "",
  city: "York",
  postcode: "YO1 1AA",
  region: "",
  country: "GB",
  contact_email: "help@shop.example",
  phone: "+44 1904 000000",
  time_zone: "UTC",
  order_number_prefix: "#",
};

let admin: string;
let implicit: string;
beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});
afterEach(async () => {
  setClockOffset(0);
  await updateStoreDetails(OWNER, DETAILS);
});

const refusal = refusedWith;

async function orderOf(currency = "EUR") {
  const mug = await makeProduct(admin, { price: { EUR: { amount: 700, includes_tax: true } } });
  const cartId = `settings-${randomUUID().slice(0, 8)}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: [{ type: "cart_item", id: mug.id, quantity: 1 }] }, headers: { "X-MOLTIN-CURRENCY": currency } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return placeOrder(cartId, implicit);
}

describe("store details", () => {
  it("are saved and read back, with who changed what", async () => {
    await updateStoreDetails(OWNER, DETAILS);
    const saved = await updateStoreDetails(OWNER, { ...DETAILS, store_name: "  Wheel & Co  ", time_zone: "Europe/London", order_number_prefix: "CW-" });
    expect(saved).toMatchObject({ name: "Wheel & Co", timeZone: "Europe/London", orderNumberPrefix: "CW-", country: "GB", contactEmail: "help@shop.example" });
    expect(storeDetailsFields(await readStoreDetails())).toEqual({ ...DETAILS, store_name: "Wheel & Co", time_zone: "Europe/London", order_number_prefix: "CW-" });
    const entries = await activityOf({ type: "settings", id: "store" });
    expect(entries.at(-1)).toMatchObject({ actor: "Olive Owner", action: "settings.store_details" });
    expect(entries.at(-1)!.summary).toBe(`Changed the store's store name, time zone (now Europe/London) and order-number prefix (now "CW-")`);
  });

  it("refuse an unknown time zone or a prefix of other characters, and nothing changes", async () => {
    await updateStoreDetails(OWNER, { ...DETAILS, time_zone: "Asia/Tokyo" });
    const before = await readStoreDetails();
    const logged = (await activityOf({ type: "settings", id: "store" })).length;

    const zone = await refusal(updateStoreDetails(OWNER, { ...DETAILS, store_name: "Changed", time_zone: "Mars/Olympus" }));
    expect(zone.status).toBe(400);
    expect(zone.errors[0]).toMatchObject({ source: "data.time_zone" });
    expect(zone.errors[0].detail).toContain("time zone");

    for (const prefix of ["ORDER-NUMBER-", "C W", "<b>", "№"]) {
      const bad = await refusal(updateStoreDetails(OWNER, { ...DETAILS, store_name: "Changed", order_number_prefix: prefix }));
      expect(bad.status).toBe(400);
      expect(bad.errors[0]).toMatchObject({ source: "data.order_number_prefix" });
    }
    const country = await refusal(updateStoreDetails(OWNER, { ...DETAILS, country: "UK" }));
    expect(country.errors[0]).toMatchObject({ source: "data.country" });

    expect(await readStoreDetails()).toEqual(before);
    expect(await activityOf({ type: "settings", id: "store" })).toHaveLength(logged);
  });
});

describe("the dashboard's days in the store's time zone", () => {
  it("counts an order placed at 23:30 UTC on the next day in Asia/Tokyo", async () => {
    // An order placed at 23:30 UTC today (the database stamps it now: moved to then), read at 23:45 by the store's clock.
    const lateUtc = new Date();
    lateUtc.setUTCHours(23, 30, 0, 0);
    setClockOffset(lateUtc.getTime() + 15 * 60_000 - Date.now());
    const utcDayOf = lateUtc.toISOString().slice(0, 10);
    const tokyoDay = new Date(lateUtc.getTime() + 86_400_000).toISOString().slice(0, 10);

    const utcBefore = await salesFigures();
    await updateStoreDetails(OWNER, { ...DETAILS, time_zone: "Asia/Tokyo" });
    const tokyoBefore = await salesFigures();
    const placed = await orderOf();
    await (await getDb()).update(orders).set({ createdAt: lateUtc }).where(eq(orders.id, placed.id));
    const tokyoAfter = await salesFigures();
    await updateStoreDetails(OWNER, { ...DETAILS, time_zone: "UTC" });
    const utcAfter = await salesFigures();

    const eurOrders = (list: { currency: string; orders: number }[]) => list.find((s) => s.currency === "EUR")?.orders ?? 0;
    const dayOrders = (summary: Awaited<ReturnType<typeof salesFigures>>, day: string) => summary.days.find((d) => d.day === day)?.orders ?? 0;
    expect([utcBefore.today, utcBefore.timeZone]).toEqual([utcDayOf, "UTC"]);
    expect([tokyoAfter.today, tokyoAfter.timeZone]).toEqual([tokyoDay, "Asia/Tokyo"]);
    // In Tokyo it is already tomorrow: the order is today's there, and the chart's last day.
    expect(eurOrders(tokyoAfter.todaySales) - eurOrders(tokyoBefore.todaySales)).toBe(1);
    expect(dayOrders(tokyoAfter, tokyoDay) - dayOrders(tokyoBefore, tokyoDay)).toBe(1);
    expect(dayOrders(tokyoAfter, utcDayOf)).toBe(dayOrders(tokyoBefore, utcDayOf));
    // In UTC it is still today.
    expect(eurOrders(utcAfter.todaySales) - eurOrders(utcBefore.todaySales)).toBe(1);
    expect(dayOrders(utcAfter, utcDayOf) - dayOrders(utcBefore, utcDayOf)).toBe(1);
    expect(utcAfter.days.at(-1)!.day).toBe(utcDayOf);
  });
});

describe("the order-number prefix", () => {
  it("is what the order e-mail prints, with the store's name and contact; the API keeps the bare number", async () => {
    await updateStoreDetails(OWNER, { ...DETAILS, order_number_prefix: "CW-" });
    const order = await orderOf();
    const [message] = await (await getDb()).select().from(emailOutbox).where(like(emailOutbox.sendKey, `%${order.id}%`));
    const payload = message.payload as { orderReference: string; storeName: string; storeContact?: string; shippingAddress: string[] };
    expect(payload.orderReference).toMatch(/^CW-\d+$/);
    expect(payload.storeName).toBe("Cartwright Test");
    expect(payload.storeContact).toBe("help@shop.example");
    // A shopper paying in euros reads the country's name, not its code.
    expect(payload.shippingAddress.at(-1)).toBe("United Kingdom");
    const read = await call("GET", `/v2/orders/${order.id}`, { token: admin });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body.data.meta)).not.toContain("CW-");
    expect(read.body.data.meta.number).toBeTypeOf("number");
    expect(payload.orderReference).toBe(`CW-${read.body.data.meta.number}`);
  });
});

describe("policy pages", () => {
  it("are saved and read back; one without text is not shown; a bad slug or title is refused", async () => {
    const saved = await updatePolicy(OWNER, { slug: "refund-policy", title: "Returns", body: "Thirty days.\r\n\r\nNo questions asked." });
    expect(saved).toMatchObject({ slug: "refund-policy", title: "Returns", body: "Thirty days.\n\nNo questions asked." });
    await updatePolicy(OWNER, { slug: "privacy-policy", title: "Privacy policy", body: "   " });
    expect((await readPolicies()).map((p) => p.slug)).toEqual(["refund-policy", "privacy-policy", "terms-of-service", "shipping-policy"]);
    expect((await publishedPolicies()).map((p) => p.slug)).toContain("refund-policy");
    expect((await publishedPolicies()).map((p) => p.slug)).not.toContain("privacy-policy");
    expect((await activityOf({ type: "settings", id: "policies" })).map((e) => e.summary)).toEqual(expect.arrayContaining(["Changed the Returns", "Hid the Privacy policy (no text)"]));

    const slug = await refusal(updatePolicy(OWNER, { slug: "cookies" as never, title: "Cookies", body: "x" }));
    expect(slug.status).toBe(400);
    const title = await refusal(updatePolicy(OWNER, { slug: "refund-policy", title: " ", body: "Changed" }));
    expect(title.errors[0]).toMatchObject({ source: "data.title" });
    expect((await readPolicies())[0]).toMatchObject({ title: "Returns", body: "Thirty days.\n\nNo questions asked." });
  });
});
