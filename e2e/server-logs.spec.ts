// What the server writes carries no personal data and no bearer secrets, the framework's own error output included.
// A server of this spec's own (E2E_PORT + 1, its output captured) runs on an embedded database prepared with one extra
// rule: an address with this spec's postcode is refused by a CHECK constraint. Saving such an address in the address
// book makes the Server Action fail inside the database, the way a real fault would: Drizzle's error lists the row's
// values as the query's `params`, PostgreSQL's repeats them in `detail` ("Failing row contains …"), and the framework
// logs the error whole. Then an order is read through the API, whose request log line names its path.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startNext, type Server } from "../bench/support/servers";
import { ADDRESS, DEMO_IDS, makeShopper, signIn, token } from "./support/storefront";

const PERSON = { first: "Adelaide", last: "Logtest-Lovelace", line1: "12 Logtest Street", city: "Logtown", postcode: "ZZ9 9ZZ", phone: "+44 20 7946 0958" };
const CONSTRAINT = "logs_test_postcode";

let server: Server;
let dataDir: string;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cartwright-logs-"));
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: path.join(process.cwd(), "drizzle") });
  await client.exec(`alter table account_addresses add constraint ${CONSTRAINT} check (postcode <> '${PERSON.postcode}')`);
  await client.close();
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  server = await startNext(port, { DATABASE_URL: "", DATA_DIR: dataDir, DEMO_STORE: "on", LOG_LEVEL: "info" }, (text) => {
    output += text;
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a Server Action failing in the database is logged without the row's values", async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.base });
  const shopper = await makeShopper(api);
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signIn(page, "/account/addresses", shopper);
  const book = page.getByRole("form", { name: "Add an address" });
  await book.getByLabel("First name").fill(PERSON.first);
  await book.getByLabel("Last name").fill(PERSON.last);
  await book.getByLabel("Address line 1").fill(PERSON.line1);
  await book.getByLabel("City").fill(PERSON.city);
  await book.getByLabel("Postcode").fill(PERSON.postcode);
  await book.getByLabel(/Country code/).fill("gb");
  await book.getByLabel(/Phone/).fill(PERSON.phone);
  await book.getByRole("button", { name: "Save address" }).click();
  // The framework logged the failure: what failed is there (the query, the constraint) …
  await expect.poll(() => output, { timeout: 30_000 }).toContain(CONSTRAINT);
  expect(output).toContain("Failed query: insert into");
  // … and nothing of the person's.
  for (const value of [...Object.values(PERSON), shopper.email]) expect(output, value).not.toContain(value);
  await context.close();
  await api.dispose();
});

async function placeOrder(api: APIRequestContext): Promise<string> {
  const bearer = { authorization: `Bearer ${await token(api)}` };
  const cartId = `logs-${Date.now().toString(36)}`;
  const added = await api.post(`/v2/carts/${cartId}/items`, { headers: bearer, data: { data: [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }] } });
  expect(added.status()).toBe(201);
  const checkout = await api.post(`/v2/carts/${cartId}/checkout`, {
    headers: bearer,
    data: { data: { customer: { name: "Ada Lovelace", email: "ada-logs@example.com" }, billing_address: ADDRESS, shipping_address: ADDRESS } },
  });
  expect(checkout.status()).toBe(201);
  return (await checkout.json()).data.id;
}

test("a request log line keeps only the start of an order id, a bearer secret", async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.base });
  const orderId = await placeOrder(api);
  const read = await api.get(`/v2/orders/${orderId}`, { headers: { authorization: `Bearer ${await token(api)}` } });
  expect(read.status()).toBe(200);
  const logged = `"path":"/v2/orders/${orderId.slice(0, 8)}…"`;
  await expect.poll(() => output).toContain(logged);
  expect(output).not.toContain(orderId);
  expect(output).not.toContain("ada-logs@example.com");
  await api.dispose();
});
