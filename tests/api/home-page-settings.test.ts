// The storefront's home page as the merchant sets it (docs/storefront.md "The home page"): saved and read back with who
// did it; the default hero of a store that has set none; the featured collection's products in a currency; an image
// kept with its description; and every refusal (a link out of the store, a category that does not exist, an image
// without its description, a file that is not an image) changes nothing and keeps no upload.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { getDb } from "@/lib/storage/db";
import { files, storeHomePage } from "@/lib/storage/schema";
import { isStorePath } from "@/lib/commerce/settings/store-path";
import { activityOf } from "@/lib/commerce/activity/activity";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { featuredProducts } from "@/lib/commerce/catalog/catalog-page-read";
import { homePageView, readHomePageForm, updateHomePage, type HomePageInput } from "@/lib/commerce/settings/home-page";
import { adminToken, apiFetch, call } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { refusedWith } from "../support/thrown";

const OWNER: Caller = { grant: "client_credentials", subject: "test-admin", staff: { id: randomUUID(), name: "Olive Owner", email: "olive@shop.example", role: "owner" } };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const NO_IMAGE = { remove: false };

let admin: string;
let kitchen: { id: string; slug: string };
let mugs: { id: string; slug: string };

const FORM = (): HomePageInput & { featured_count: string } => ({
  hero_heading: "Made by hand in York",
  hero_text: "Mugs and boards, engraved for you.",
  cta_label: "Shop mugs",
  cta_href: `/categories/${kitchen.slug}/${mugs.slug}`,
  has_image: "no",
  image_alt: "",
  featured_category: mugs.id,
  featured_heading: "Our mugs",
  featured_count: "4",
});

const refusal = refusedWith;

const fileCount = async () => (await (await getDb()).select({ n: count() }).from(files))[0].n;

beforeAll(async () => {
  admin = await adminToken();
});

describe("the home page", () => {
  it("of a store that has set none shows the store's name, a line and a button to its first category, and no collection", async () => {
    const bare = await homePageView();
    expect(bare).toEqual({ hero: { heading: "Cartwright", text: "Everything in the shop, priced in your currency.", cta: { label: "See everything", href: "/#all" } } });

    const slug = `kitchen-${randomUUID().slice(0, 8)}`;
    const made = await call("POST", "/pcm/hierarchies", { token: admin, body: { data: { type: "hierarchy", attributes: { name: "Kitchen", slug } } } });
    expect(made.status).toBe(201);
    kitchen = { id: made.body.data.id, slug };
    const node = await call("POST", `/pcm/hierarchies/${kitchen.id}/nodes`, { token: admin, body: { data: { type: "node", attributes: { name: "Mugs", slug: "mugs" } } } });
    expect(node.status).toBe(201);
    mugs = { id: node.body.data.id, slug: "mugs" };
    expect((await homePageView()).hero.cta).toEqual({ label: "Shop Kitchen", href: `/categories/${slug}` });
    expect((await readHomePageForm()).categories).toEqual([
      { id: kitchen.id, label: "Kitchen" },
      { id: mugs.id, label: "Kitchen › Mugs" },
    ]);
  });

  it("is saved and read back, with who saved it, and its collection lists the category's products sold in the currency", async () => {
    const products = [
      await makeProduct(admin, { name: "Blue Mug", price: { USD: { amount: 1800 }, EUR: { amount: 1700 } } }),
      await makeProduct(admin, { name: "Green Mug", price: { USD: { amount: 2000 }, EUR: { amount: 1900 } } }),
      await makeProduct(admin, { name: "Euro Mug", price: { EUR: { amount: 1500 } } }),
      await makeProduct(admin, { name: "Draft Mug", status: "draft", price: { USD: { amount: 900 } } }),
    ];
    await makeProduct(admin, { name: "Elsewhere Mug", price: { USD: { amount: 700 } } });
    const attached = await call("POST", `/pcm/hierarchies/${kitchen.id}/nodes/${mugs.id}/relationships/products`, { token: admin, body: { data: products.map((p) => ({ type: "product", id: p.id })) } });
    expect(attached.status, JSON.stringify(attached.body)).toBeLessThan(300);

    const saved = await updateHomePage(OWNER, { ...FORM(), hero_heading: "  Made by hand in York  " }, NO_IMAGE);
    expect(saved).toEqual({ fields: FORM(), image: null });
    expect((await readHomePageForm()).fields).toEqual(FORM());
    const view = await homePageView();
    expect(view).toEqual({
      hero: { heading: "Made by hand in York", text: "Mugs and boards, engraved for you.", cta: { label: "Shop mugs", href: `/categories/${kitchen.slug}/mugs` } },
      featured: { heading: "Our mugs", name: "Mugs", href: `/categories/${kitchen.slug}/mugs`, count: 4, scope: { nodeId: mugs.id } },
    });
    const inUsd = await featuredProducts(view.featured!, "USD", view.featured!.count);
    expect(inUsd.map((entry) => [entry.name, entry.formatted]).sort()).toEqual([
      ["Blue Mug", "$18.00"],
      ["Green Mug", "$20.00"],
    ]);
    expect((await featuredProducts(view.featured!, "EUR", 4)).map((entry) => entry.name).sort()).toEqual(["Blue Mug", "Euro Mug", "Green Mug"]);

    // The hierarchy itself as the collection, with the category's name as its heading.
    await updateHomePage(OWNER, { ...FORM(), featured_category: kitchen.id, featured_heading: "", featured_count: "12" }, NO_IMAGE);
    expect((await homePageView()).featured).toEqual({ heading: "Kitchen", name: "Kitchen", href: `/categories/${kitchen.slug}`, count: 12, scope: { hierarchyId: kitchen.id } });
    expect((await activityOf({ type: "settings", id: "home-page" })).at(-1)).toMatchObject({ actor: "Olive Owner", action: "settings.home_page" });
  });

  it("keeps an uploaded image with its description, asks for the description while it is kept, and removes it", async () => {
    const saved = await updateHomePage(OWNER, { ...FORM(), has_image: "yes", image_alt: "Three mugs on a shelf" }, { upload: { name: "mugs.png", type: "image/png", bytes: PNG }, remove: false });
    expect(saved.image).toEqual({ href: expect.stringMatching(/^\/v2\/files\/[0-9a-f-]{36}\/content$/), fileName: "mugs.png" });
    expect((await homePageView()).hero.image).toEqual({ href: saved.image!.href, alt: "Three mugs on a shelf" });
    const served = await apiFetch(saved.image!.href);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    // The form said "no image", but one is kept: the description is still needed, and nothing changes.
    const before = await readHomePageForm();
    const kept = await refusal(updateHomePage(OWNER, { ...FORM(), has_image: "no", image_alt: "" }, NO_IMAGE));
    expect(kept.status).toBe(422);
    expect(kept.errors[0]).toMatchObject({ source: "image_alt", detail: "Describe the image for shoppers who cannot see it." });
    expect(await readHomePageForm()).toEqual(before);

    const removed = await updateHomePage(OWNER, { ...FORM(), has_image: "no", image_alt: "" }, { remove: true });
    expect(removed.image).toBeNull();
    expect((await homePageView()).hero.image).toBeUndefined();
  });

  it("refuses a link out of the store, a category that does not exist and a file that is not an image, and nothing changes", async () => {
    await updateHomePage(OWNER, FORM(), NO_IMAGE);
    const before = await readHomePageForm();
    const logged = (await activityOf({ type: "settings", id: "home-page" })).length;
    const filesBefore = await fileCount();

    const outside = await refusal(updateHomePage(OWNER, { ...FORM(), hero_heading: "Changed", cta_href: "//evil.example/shop" }, NO_IMAGE));
    expect(outside.status).toBe(400);
    expect(outside.errors[0].source).toBe("data.cta_href");

    const unknown = await refusal(
      updateHomePage(OWNER, { ...FORM(), hero_heading: "Changed", has_image: "yes", image_alt: "A mug", featured_category: randomUUID() }, { upload: { name: "a.png", type: "image/png", bytes: PNG }, remove: false }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.errors[0]).toMatchObject({ source: "featured_category", detail: "That category no longer exists: choose another, or none." });

    const notImage = await refusal(updateHomePage(OWNER, { ...FORM(), hero_heading: "Changed", image_alt: "x" }, { upload: { name: "a.png", type: "image/png", bytes: new TextEncoder().encode("<svg/>") }, remove: false }));
    expect(notImage.status).toBe(422);
    expect(notImage.errors[0].source).toBe("file");

    expect(await readHomePageForm()).toEqual(before);
    expect((await activityOf({ type: "settings", id: "home-page" })).length).toBe(logged);
    // The image uploaded for the refused save is not kept.
    expect(await fileCount()).toBe(filesBefore);
  });

  it("drops a featured category that is deleted later, never a broken link", async () => {
    await updateHomePage(OWNER, FORM(), NO_IMAGE);
    const products = await call("GET", `/pcm/hierarchies/${kitchen.id}/nodes/${mugs.id}/products`, { token: admin });
    for (const product of products.body.data as { id: string }[]) {
      await call("DELETE", `/pcm/hierarchies/${kitchen.id}/nodes/${mugs.id}/relationships/products`, { token: admin, body: { data: [{ type: "product", id: product.id }] } });
    }
    const deleted = await call("DELETE", `/pcm/hierarchies/${kitchen.id}/nodes/${mugs.id}`, { token: admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    const view = await homePageView();
    expect(view.hero.heading).toBe("Made by hand in York");
    expect(view.featured).toBeUndefined();
    expect((await readHomePageForm()).fields.featured_category).toBe("");
  });

  // The button's link is checked twice: isStorePath, the rule, and the table's CHECK (store_home_page_cta_in_store),
  // a coarser backstop. Whatever the rule lets through, the table must keep.
  it("keeps every link the store-path rule accepts (the rule is at least as strict as the table's check)", async () => {
    const db = await getDb();
    await updateHomePage(OWNER, { ...FORM(), featured_category: "" }, NO_IMAGE);
    const rolledBack = new Error("roll back");
    const tableKeeps = async (href: string) => {
      try {
        await db.transaction(async (tx) => {
          await tx.update(storeHomePage).set({ ctaHref: href });
          throw rolledBack;
        });
      } catch (error) {
        return error === rolledBack;
      }
      return true;
    };
    const link = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.tuple(fc.constantFrom("/", "//", "/\\", "https://", " /", "/ ", "/%2F"), fc.string({ maxLength: 30 })).map(([head, tail]) => head + tail),
    );
    await fc.assert(
      fc.asyncProperty(link, async (href) => {
        if (isStorePath(href)) expect(await tableKeeps(href), href).toBe(true);
      }),
      { numRuns: 200 },
    );
    expect(await tableKeeps("//evil.example")).toBe(false);
    expect(await tableKeeps("/categories/kitchen")).toBe(true);
    expect((await readHomePageForm()).fields.cta_href).toBe(FORM().cta_href);
  });
});
