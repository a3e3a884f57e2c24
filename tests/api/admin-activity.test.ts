// Who did what for catalog changes (docs/admin.md "Who did what"): the admin's product, stock, category, promotion
// and subscription-state changes, made by a staff member, are recorded under their name with the change in words;
// the same changes by a caller that is no administrator (a shopper) or with no caller (the API's own path) are not.
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, implicitToken } from "../support/api";
import { makeAccountMember } from "../support/fixtures";
import { buildOffering, makeSubscription } from "../support/subscription-fixtures";
import { activityOf, recordActivity } from "@/lib/commerce/activity/activity";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { saveAdminProduct } from "@/lib/commerce/catalog/admin-products";
import { attachNodeProducts, createHierarchy, createNode } from "@/lib/commerce/catalog/hierarchies";
import { productFormRequest, productFormSchema } from "@/lib/commerce/catalog/product-form-schema";
import { adminAdjustStock, adminSetStock } from "@/lib/commerce/inventory/admin-stock";
import { byAdministrator } from "@/lib/commerce/inventory/stock";
import { promotionFormSchema } from "@/lib/commerce/promotions/promotion-form";
import { promotionDocumentSchema } from "@/lib/commerce/promotions/promotion-schema";
import { createPromotion, deletePromotion, updatePromotion } from "@/lib/commerce/promotions/promotions";
import { parseOrThrow } from "@/lib/commerce/validation";
import { storedUuid } from "@/lib/commerce/uuid";
import { changeSubscriptionStateForShopper } from "@/lib/commerce/subscriptions/admin-subscriptions";
import { changeState } from "@/lib/commerce/subscriptions/subscriptions";

const staff: Caller = {
  grant: "client_credentials",
  subject: "staff:x",
  staff: { id: "22222222-2222-4222-8222-222222222222", name: "Robin Stock", email: "robin@example.test", role: "staff" },
};
const by = byAdministrator(staff, "recount");

let admin: string;
const stamp = Date.now().toString(36).toUpperCase();

const productForm = (overrides: Record<string, unknown> = {}) =>
  productFormRequest(
    productFormSchema.parse({
      name: "Engraved Water Bottle",
      sku: `BOTTLE-${stamp}`,
      slug: "",
      description: "Steel.",
      status: "live",
      prices: { USD: { amount: "26.00", includes_tax: false }, GBP: { amount: "24", includes_tax: true }, EUR: { amount: "", includes_tax: true } },
      stock: "5",
      custom_inputs: [],
      nodes: [],
      image_url: "",
      ...overrides,
    }),
  );

const said = async (type: string, id: string) => (await activityOf({ type, id })).map((e) => `${e.actor}: ${e.summary}`);

beforeAll(async () => {
  admin = await adminToken();
});

describe("who did what to the catalog", () => {
  it("a product saved, then its stock set and adjusted, each recorded under the staff member's name on the product", async () => {
    const id = await saveAdminProduct(undefined, productForm(), undefined, by, staff);
    await saveAdminProduct(id, productForm({ name: "Engraved Water Bottle XL" }), undefined, by, staff);
    await adminSetStock(id, { available: 12, reason: "recount" }, by, staff);
    await adminAdjustStock(id, { change: -2, reason: "breakage" }, by, staff);

    const entries = await activityOf({ type: "product", id });
    expect(entries.every((e) => e.staffId === staff.staff!.id)).toBe(true);
    expect(await said("product", id)).toEqual([
      `Robin Stock: Created product Engraved Water Bottle (SKU BOTTLE-${stamp})`,
      `Robin Stock: Saved product Engraved Water Bottle XL (SKU BOTTLE-${stamp})`,
      `Robin Stock: Set stock of Engraved Water Bottle XL (SKU BOTTLE-${stamp}) to 12: recount`,
      `Robin Stock: Took 2 units from the stock of Engraved Water Bottle XL (SKU BOTTLE-${stamp}): breakage`,
    ]);
  });

  it("a refused save records nothing", async () => {
    const id = await saveAdminProduct(undefined, productForm({ sku: `MUG-${stamp}`, name: "Mug" }), undefined, by, staff);
    await expect(saveAdminProduct(undefined, productForm({ sku: `MUG-${stamp}`, name: "Mug again" }), undefined, by, staff)).rejects.toMatchObject({ status: 409 });
    await expect(adminAdjustStock(id, { change: -50, reason: "oops" }, by, staff)).rejects.toMatchObject({ status: 400 });
    expect(await said("product", id)).toEqual([`Robin Stock: Created product Mug (SKU MUG-${stamp})`]);
  });

  it("a category made and given products", async () => {
    const hierarchy = await createHierarchy({ name: `Shop ${stamp}`, slug: `shop-${stamp.toLowerCase()}` } as never, staff);
    const node = await createNode(storedUuid(hierarchy.id), { type: "node", attributes: { name: "Gifts", slug: "gifts" } } as never, staff);
    const product = await saveAdminProduct(undefined, productForm({ sku: `GIFT-${stamp}`, name: "Gift" }), undefined, by);
    await attachNodeProducts(storedUuid(hierarchy.id), storedUuid(node.id), [{ type: "product", id: product }] as never, staff);
    expect(await said("category", hierarchy.id)).toEqual([`Robin Stock: Created category group Shop ${stamp}`]);
    expect(await said("category", node.id)).toEqual(["Robin Stock: Created category Gifts", "Robin Stock: Added 1 product to category Gifts"]);
    // Saved without a caller (as the API's own path does): not recorded.
    expect(await said("product", product)).toEqual([]);
  });

  it("a promotion created, changed and deleted", async () => {
    const form = promotionFormSchema(["USD"]).parse({ name: "Spring sale", promotion_type: "fixed_discount", value_USD: "3.35", enabled: "on" });
    const document = parseOrThrow(promotionDocumentSchema, form);
    const promotion = await createPromotion(document, staff);
    await updatePromotion(storedUuid(promotion.id), { ...form, name: "Spring sale (extended)" }, staff);
    await deletePromotion(storedUuid(promotion.id), staff);
    expect(await said("promotion", promotion.id)).toEqual([
      "Robin Stock: Created promotion Spring sale",
      "Robin Stock: Saved promotion Spring sale (extended)",
      "Robin Stock: Deleted promotion Spring sale (extended)",
    ]);
  });

  it("a subscription paused and resumed for the shopper; the shopper's own pause is not the back office's", async () => {
    const offering = await buildOffering(admin, { name: `Activity Club ${stamp}` });
    const shopper = await makeAccountMember(admin, await implicitToken(), "Ada Lovelace");
    const id = await makeSubscription(admin, shopper.accountId, offering);
    expect(await changeSubscriptionStateForShopper(id, "pause", staff)).toMatchObject({ ok: true });
    expect(await changeSubscriptionStateForShopper(id, "resume", staff)).toMatchObject({ ok: true });
    await changeState({ kind: "account", accountId: shopper.accountId }, id, "pause", { grant: "implicit", subject: "implicit:1", accountId: shopper.accountId });
    expect(await said("subscription", id)).toEqual([
      "Robin Stock: Paused the subscription of Ada Lovelace to Monthly",
      "Robin Stock: Resumed the subscription of Ada Lovelace to Monthly",
    ]);
  });
});

describe("a subject's history", () => {
  it("reads its latest entries, oldest first, when there are more than the limit", async () => {
    const subject = { type: "product", id: `history-${stamp}` };
    for (const n of [1, 2, 3]) {
      await recordActivity(staff, { action: "product_saved", subject, summary: `Save ${n}` });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect((await activityOf(subject, 2)).map((e) => e.summary)).toEqual(["Save 2", "Save 3"]);
  });
});
