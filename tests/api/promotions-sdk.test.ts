// The official client works unchanged for promotions, custom discounts and tax items:
// @elasticpath/js-sdk through its `custom_fetch` hook, here the in-process harness.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ADMIN_CLIENT, adminToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { jsSdkClient as client } from "../support/js-sdk";

describe("@elasticpath/js-sdk", () => {
  it("an administrator creates a promotion and its code; a shopper applies and removes it", async () => {
    const admin = client(ADMIN_CLIENT.secret);
    await admin.Authenticate();
    const created: any = await admin.Promotions.Create({
      type: "promotion",
      name: "SDK ten percent",
      description: "Made through the SDK",
      promotion_type: "percent_discount",
      schema: { currencies: [{ currency: "USD", percentage: 10 }] },
      enabled: true,
      automatic: false,
      start: "2020-01-01",
      end: "2100-01-01",
    } as any);
    expect(created.data).toMatchObject({ type: "promotion", name: "SDK ten percent", promotion_type: "percent_discount" });
    const code = `SDK-${randomUUID().slice(0, 6)}`;
    const codes: any = await admin.Promotions.AddCodes(created.data.id, [{ code }]);
    expect(codes.data.map((c: any) => c.code)).toEqual([code]);
    const listed: any = await admin.Promotions.Codes(created.data.id);
    expect(listed.data.map((c: any) => c.code)).toEqual([code]);

    const product = await makeProduct(await adminToken(), { price: { USD: { amount: 2500, includes_tax: false } } });

    const shopper = client();
    await shopper.Authenticate();
    const cartId = `sdk-${randomUUID().slice(0, 8)}`;
    await shopper.Cart(cartId).AddProduct(product.id, 2);
    const applied: any = await shopper.Cart(cartId).AddPromotion(code);
    expect(applied.data.find((i: any) => i.type === "promotion_item")).toMatchObject({ code, value: { amount: -500, currency: "USD" } });
    expect(applied.meta.display_price.with_tax.amount).toBe(4500);
    await expect(shopper.Cart(cartId).AddPromotion("NOT-A-CODE")).rejects.toMatchObject({
      errors: [expect.objectContaining({ status: 404, detail: "No promotion could be found with the given code." })],
    });
    await shopper.Cart(cartId).RemovePromotion(code);
    const items: any = await shopper.Cart(cartId).Items();
    expect(items.data.map((i: any) => i.type)).toEqual(["cart_item"]);

    // Tax items through the administrator's client.
    const tax: any = await admin.Cart(cartId).AddItemTax(items.data[0].id, { name: "VAT", jurisdiction: "UK", code: "VAT", rate: 0.2 } as never);
    expect(tax.data).toMatchObject({ type: "tax_item", rate: 0.2 });
    const taxed: any = await shopper.Cart(cartId).Items();
    expect(taxed.meta.display_price).toMatchObject({ tax: { amount: 1000 }, with_tax: { amount: 6000 } });
    await admin.Cart(cartId).RemoveItemTax(items.data[0].id, tax.data.id);
    expect(((await shopper.Cart(cartId).Items()) as any).meta.display_price.tax.amount).toBe(0);
  });

  it("custom discounts: add, read in the totals, remove", async () => {
    const admin = client(ADMIN_CLIENT.secret);
    await admin.Authenticate();
    const cart: any = await admin.Cart().CreateCart({ name: "Custom", discount_settings: { custom_discounts_enabled: true } } as any);
    const cartId = cart.data.id;
    await admin.Cart(cartId).AddCustomItem({ name: "Fee", sku: "FEE", quantity: 1, price: { amount: 2000 } });
    const added: any = await admin.Cart(cartId).AddCartCustomDiscount({
      amount: -700,
      description: "Engine discount",
      discount_code: "ENGINE",
      discount_engine: "Talon.one",
      external_id: "e-1",
    } as any);
    expect(added.data).toMatchObject({ type: "custom_discount", discount_code: "ENGINE", amount: { amount: -700, currency: "USD" } });
    const items: any = await admin.Cart(cartId).Items();
    expect(items.meta.display_price).toMatchObject({ discount: { amount: -700 }, with_tax: { amount: 1300 } });
    await admin.Cart(cartId).RemoveCartCustomDiscount(added.data.id);
    expect(((await admin.Cart(cartId).Items()) as any).meta.display_price.with_tax.amount).toBe(2000);
  });
});
