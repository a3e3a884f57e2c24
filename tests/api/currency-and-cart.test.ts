// Issue 22 (the currency vs the cart): the currencies the catalog can sell in, read from its own prices
// (lib/commerce/catalog/sellable-currencies.ts); the demo store's prices, brought up to date by a re-seed; and a
// signed-in shopper's cart set aside by a currency switch and brought back (lib/commerce/carts/cart-set-aside.ts).
// The demo store is seeded into this file's own database.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { carts, products, subscriptionPlans, subscriptionProducts } from "@/lib/storage/schema";
import { DEMO_IDS, DEMO_PRODUCTS, seedDemoStore } from "@/lib/seed/demo-store";
import { EARLIER_DEMO_PRICES, withoutTaxIncluded } from "@/lib/seed/demo-prices";
import { catalogCurrencyTally } from "@/lib/commerce/catalog/catalog-page-read";
import { sellableCurrencies } from "@/lib/commerce/catalog/sellable-currencies";
import { pricesIncludeTax } from "@/lib/commerce/currencies/tax-display";
import { accountCartId, ensureAccountCart } from "@/lib/commerce/carts/account-cart";
import { restoreAccountCart, setAsideAccountCart } from "@/lib/commerce/carts/cart-set-aside";
import { adminToken, call, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";

const CURRENCIES = ["USD", "EUR", "GBP"] as const;
let admin: string;
let implicit: string;

beforeAll(async () => {
  await seedDemoStore(await getDb());
  admin = await adminToken();
  implicit = await implicitToken();
});

const add = (cartId: string, data: unknown, currency: string) =>
  call("POST", `/v2/carts/${cartId}/items`, { token: admin, body: { data }, headers: { "x-moltin-currency": currency } });
const cartOf = async (cartId: string) => {
  const body = (await call("GET", `/v2/carts/${cartId}/items`, { token: admin })).body;
  return { lines: (body.data as { sku: string; quantity: number }[]).map((l) => [l.sku, l.quantity]), currency: body.meta.display_price.with_tax.currency as string };
};
const priceOf = async (id: string) => (await (await getDb()).select({ price: products.price }).from(products).where(eq(products.id, id)))[0].price;

describe("the currencies the catalog can sell in", () => {
  it("the demo store sells in USD, EUR and GBP: every product but the USD-only and the GBP-only one, the bundle by its options", async () => {
    const listed = DEMO_PRODUCTS.length;
    expect(await catalogCurrencyTally(CURRENCIES)).toEqual({ products: listed, sellable: { USD: listed - 1, EUR: listed - 2, GBP: listed - 1 } });
    expect(sellableCurrencies(await catalogCurrencyTally(CURRENCIES), CURRENCIES, "USD")).toEqual(["USD", "EUR", "GBP"]);
  });

  it("follows the catalog: a bundle counts where its options can fill it; a currency most products lack is not offered", async () => {
    const before = await catalogCurrencyTally(CURRENCIES);
    const usdOnly = await makeProduct(admin, { price: { USD: { amount: 500 } } });
    await makeProduct(admin, {
      price: {},
      components: { only: { name: "Only", min: 1, max: 1, options: [{ id: usdOnly.id, type: "product", quantity: 1 }] } },
    });
    const after = await catalogCurrencyTally(CURRENCIES);
    expect(after).toEqual({
      products: before.products + 2,
      sellable: { USD: before.sellable.USD + 2, EUR: before.sellable.EUR, GBP: before.sellable.GBP },
    });
    // Enough products without a GBP (and EUR) price, and GBP is no longer one the store can sell in.
    for (let i = 0; i < after.products; i++) await makeProduct(admin, { price: { USD: { amount: 100 + i } } });
    expect(sellableCurrencies(await catalogCurrencyTally(CURRENCIES), CURRENCIES, "USD")).toEqual(["USD"]);
  });
});

describe("the demo store's prices", () => {
  it("a re-seed moves a product still at its earlier demo price to the new one, and leaves a changed price alone", async () => {
    const db = await getDb();
    await db.update(products).set({ price: EARLIER_DEMO_PRICES[DEMO_IDS.mug] }).where(eq(products.id, DEMO_IDS.mug));
    await db.update(products).set({ price: EARLIER_DEMO_PRICES[DEMO_IDS.throw] }).where(eq(products.id, DEMO_IDS.throw));
    const changed = { USD: { amount: 1234, includes_tax: false } };
    await db.update(products).set({ price: changed }).where(eq(products.id, DEMO_IDS.apron));
    const large = await db.select({ id: products.id, price: products.price }).from(products).where(and(eq(products.baseProductId, DEMO_IDS.workApron)));
    const largeOne = large.find((c) => c.price.USD?.amount === 4200)!;
    const largeNow = largeOne.price;
    await db.update(products).set({ price: withoutTaxIncluded({ USD: largeNow.USD, EUR: largeNow.EUR }) }).where(eq(products.id, largeOne.id));

    await seedDemoStore(db);
    const demo = (id: string) => DEMO_PRODUCTS.find((p) => p.id === id)!.price;
    expect(await priceOf(DEMO_IDS.mug)).toEqual(demo(DEMO_IDS.mug));
    expect(Object.keys(await priceOf(DEMO_IDS.mug)).sort()).toEqual(["EUR", "GBP", "USD"]);
    expect(await priceOf(DEMO_IDS.throw)).toEqual({ USD: { amount: 8900, includes_tax: false } });
    expect(await priceOf(DEMO_IDS.apron)).toEqual(changed);
    expect(await priceOf(largeOne.id)).toEqual(largeNow);
    await db.update(products).set({ price: demo(DEMO_IDS.apron) }).where(eq(products.id, DEMO_IDS.apron));
  });

  it("EUR and GBP prices include VAT and USD prices do not, as the store's currencies show them; a re-seed moves the earlier tax-exclusive ones", async () => {
    const db = await getDb();
    const board = DEMO_PRODUCTS.find((p) => p.id === DEMO_IDS.board)!.price;
    expect(board).toEqual({ USD: { amount: 4500, includes_tax: false }, EUR: { amount: 4200, includes_tax: true }, GBP: { amount: 3600, includes_tax: true } });
    await db.update(products).set({ price: withoutTaxIncluded(board) }).where(eq(products.id, DEMO_IDS.board));
    await seedDemoStore(db);
    expect(await priceOf(DEMO_IDS.board)).toEqual(board);
    const shown = (await call("GET", "/v2/currencies", { token: admin })).body.data as { code: string }[];
    const settings = await Promise.all(shown.map(async (c) => [c.code, await pricesIncludeTax(c.code)]));
    expect(Object.fromEntries(settings)).toEqual({ USD: false, EUR: true, GBP: true });
    // The Coffee Club's plans and products too.
    const plans = await db.select({ price: subscriptionPlans.fixedPrice }).from(subscriptionPlans).where(eq(subscriptionPlans.offeringId, DEMO_IDS.offering));
    const beans = await db.select({ price: subscriptionProducts.price }).from(subscriptionProducts).where(eq(subscriptionProducts.offeringId, DEMO_IDS.offering));
    for (const { price } of [...plans, ...beans]) expect(price).toMatchObject({ USD: { includes_tax: false }, EUR: { includes_tax: true } });
  });
});

describe("a signed-in shopper's cart set aside by a currency switch", () => {
  it("moves the account cart's lines to a cart tied to the account; going back brings them back and sets aside the new ones", async () => {
    const { accountId } = await makeAccountMember(admin, implicit);
    const cartId = await ensureAccountCart(accountId);
    expect((await add(cartId, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 2 }], "USD")).status).toBe(201);

    const aside = await setAsideAccountCart(accountId);
    expect(aside.problems).toEqual([]);
    const usdCart = aside.keptId!;
    expect(await cartOf(usdCart)).toEqual({ lines: [["MUG-CERAMIC", 2]], currency: "USD" });
    const [kept] = await (await getDb()).select().from(carts).where(eq(carts.id, usdCart));
    expect(kept.accountId).toBe(accountId);
    // The account's cart is empty, so it takes the next add's currency.
    expect((await cartOf(cartId)).lines).toEqual([]);
    expect((await add(cartId, [{ type: "cart_item", id: DEMO_IDS.candle, quantity: 1 }], "EUR")).status).toBe(201);
    expect(await cartOf(cartId)).toEqual({ lines: [["CANDLE-BEESWAX", 1]], currency: "EUR" });

    const back = await restoreAccountCart(accountId, usdCart);
    expect(back).toMatchObject({ restored: true, problems: [] });
    expect(await cartOf(cartId)).toEqual({ lines: [["MUG-CERAMIC", 2]], currency: "USD" });
    expect(await cartOf(back.keptId!)).toEqual({ lines: [["CANDLE-BEESWAX", 1]], currency: "EUR" });
    // The kept cart is gone once its lines are back.
    expect(await (await getDb()).select().from(carts).where(eq(carts.id, usdCart))).toEqual([]);
  });

  it("an empty account cart has nothing to set aside; a cart that is not the account's is not brought in", async () => {
    const { accountId } = await makeAccountMember(admin, implicit);
    expect(await setAsideAccountCart(accountId)).toEqual({ problems: [] });
    const stranger = `anon-${randomUUID().slice(0, 8)}`;
    expect((await add(stranger, [{ type: "cart_item", id: DEMO_IDS.mug, quantity: 1 }], "USD")).status).toBe(201);
    expect(await restoreAccountCart(accountId, stranger)).toEqual({ restored: false, problems: [] });
    expect((await cartOf(await accountCartId(accountId))).lines).toEqual([]);
    expect((await cartOf(stranger)).lines).toEqual([["MUG-CERAMIC", 1]]);
  });
});
