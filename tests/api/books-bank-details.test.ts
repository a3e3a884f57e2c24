// Bank details per currency (docs/orders.md "Paying by bank transfer or on delivery"): a shopper owing money in USD
// is shown the store's US account only, in GBP the UK account only, and in a currency without an account a word to
// contact the store; the confirmation e-mail says the same.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { orderForPage } from "@/lib/commerce/orders/order-page-read";
import { paymentSettingsSchema, readPaymentSettings, updatePaymentSettings } from "@/lib/commerce/settings/payment-settings";
import { getDb } from "@/lib/storage/db";
import { emailOutbox } from "@/lib/storage/schema";
import { eq } from "drizzle-orm";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { placeOrder } from "../support/order-fixtures";
import { asUuid } from "../support/uuid";

const GUEST: Caller = { grant: "implicit", subject: "guest" };
let admin: string;
let implicit: string;
let productId: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  const product = await makeProduct(admin, {
    price: { USD: { amount: 1500, includes_tax: false }, GBP: { amount: 1200, includes_tax: true }, EUR: { amount: 1400, includes_tax: true } },
  });
  productId = product.id;
  const accounts = paymentSettingsSchema.parse({
    bank_accounts: {
      GBP: { account_name: "Cartwright Ltd", sort_code: "040004", account_number: "12345678" },
      EUR: { account_name: "", iban: "", bic: "" },
      USD: { account_name: "Cartwright Inc", routing_number: "123456780", account_number: "000123456789" },
    },
    manual_gateway_enabled: false,
  });
  await updatePaymentSettings(accounts);
});

async function orderIn(currency: string) {
  const cartId = `bank-${randomUUID().slice(0, 8)}`;
  const added = await call("POST", `/v2/carts/${cartId}/items`, { token: implicit, body: { data: { type: "cart_item", id: productId, quantity: 1 } }, headers: { "X-MOLTIN-CURRENCY": currency } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return (await placeOrder(cartId, implicit)).id as string;
}

const confirmation = async (orderId: string) => {
  const rows = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.kind, "order_confirmation"));
  return rows.map((row) => row.payload as { orderUrl?: string; payment: { bankDetails?: string } }).find((p) => p.orderUrl?.includes(orderId));
};

describe("bank details by currency", () => {
  it("stores each currency's account as typed, normalised", async () => {
    expect((await readPaymentSettings()).bankAccounts).toEqual({
      GBP: { account_name: "Cartwright Ltd", sort_code: "04-00-04", account_number: "12345678" },
      USD: { account_name: "Cartwright Inc", routing_number: "123456780", account_number: "000123456789" },
    });
  });

  it("shows a USD order the US account only", async () => {
    const id = await orderIn("USD");
    const page = await orderForPage(GUEST, asUuid(id));
    expect(page.due?.bankDetails).toBe("Account name: Cartwright Inc\nRouting number (ABA): 123456780\nAccount number: 000123456789");
    expect(page.due?.bankDetails).not.toMatch(/Sort code|IBAN/);
    expect((await confirmation(id))?.payment.bankDetails).toBe(page.due?.bankDetails);
  });

  it("shows a GBP order the UK account only", async () => {
    const page = await orderForPage(GUEST, asUuid(await orderIn("GBP")));
    expect(page.due?.bankDetails).toBe("Account name: Cartwright Ltd\nSort code: 04-00-04\nAccount number: 12345678");
  });

  it("shows a EUR order no account when the store keeps none in euros", async () => {
    const id = await orderIn("EUR");
    const page = await orderForPage(GUEST, asUuid(id));
    expect(page.due).toMatchObject({ amount: { currency: "EUR", amount: 1400 }, bankDetails: "" });
  });

  it("refuses a half-filled account and keeps what was stored", async () => {
    const refused = paymentSettingsSchema.safeParse({
      bank_accounts: { GBP: { account_name: "X", sort_code: "", account_number: "" }, EUR: { account_name: "", iban: "DE00 0000", bic: "" }, USD: { account_name: "", routing_number: "", account_number: "" } },
      manual_gateway_enabled: false,
    });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => i.path.join("."))).toEqual(["bank_accounts.GBP.sort_code", "bank_accounts.GBP.account_number", "bank_accounts.EUR.account_name", "bank_accounts.EUR.iban", "bank_accounts.EUR.bic"]);
    expect(Object.keys((await readPaymentSettings()).bankAccounts).sort()).toEqual(["GBP", "USD"]);
  });
});
