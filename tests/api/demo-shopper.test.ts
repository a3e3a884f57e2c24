// The demo store as EP's storefront meets it: the demo shopper signs in and finds a saved address (a signed-in
// checkout starts from one: without it the storefront's checkout did nothing), checks out with it and pays with the
// manual gateway, which the demo store enables for EP's storefront; the demo bundle shows the price the cart charges
// for it. Through EP's shopper SDK, on the demo store seeded into this file's own database.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutApi, getByContextProduct, getV2AccountAddresses, manageCarts, paymentSetup, postV2AccountMembersTokens } from "@epcc-sdk/sdks-shopper";
import { getDb } from "@/lib/storage/db";
import { DEMO_ACCOUNT, DEMO_IDS, seedDemoStore } from "@/lib/seed/demo-store";
import { DEMO_HOME_PAGE, seedHomePage } from "@/lib/seed/demo-home-page";
import { homePageView, readHomePageForm, updateHomePage } from "@/lib/commerce/settings/home-page";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { CUSTOMER } from "../support/order-fixtures";
import { schemaProblems } from "../support/openapi";
import { rawBody, shopperClient } from "../support/shopper-sdk";

beforeAll(async () => {
  await seedDemoStore(await getDb());
});

describe("the demo store", () => {
  it("gives the demo shopper a saved address, which a signed-in checkout uses", async () => {
    const anonymous = await shopperClient();
    const signIn = (await postV2AccountMembersTokens({
      client: anonymous,
      body: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } },
    } as never)) as { response: Response };
    expect(signIn.response.status).toBe(201);
    const { token, account_id: accountID } = rawBody(signIn.response).data[0];

    const client = await shopperClient({ accountToken: token });
    const listed = (await getV2AccountAddresses({ client, path: { accountID } } as never)) as { response: Response };
    const addresses = rawBody(listed.response);
    expect(listed.response.status).toBe(200);
    expect(schemaProblems("account-addresses", "get-v2-account-addresses", 200, addresses)).toEqual([]);
    expect(addresses.data).toHaveLength(1);
    const saved = addresses.data[0];
    expect(saved).toMatchObject({ type: "address", name: "Home", first_name: "Demo", last_name: "Shopper", line_1: "1 Market Street", country: "US" });

    const cartID = `demo-${randomUUID()}`;
    expect(((await manageCarts({ client, path: { cartID }, body: { data: { type: "cart_item", id: DEMO_IDS.mug, quantity: 1 } } } as never)) as { response: Response }).response.status).toBe(201);
    const address = Object.fromEntries(Object.entries(saved).filter(([key]) => !["type", "id", "name", "meta", "links", "relationships"].includes(key)));
    const placed = (await checkoutApi({ client, path: { cartID }, body: { data: { customer: CUSTOMER, billing_address: address, shipping_address: address } } } as never)) as { response: Response };
    expect(placed.response.status, JSON.stringify(rawBody(placed.response))).toBe(201);
    expect(rawBody(placed.response).data.shipping_address).toMatchObject({ line_1: "1 Market Street", city: "San Francisco", country: "US" });

    // EP's storefront then pays with the manual gateway, which the demo store enables for it (docs/payments.md).
    const orderID = rawBody(placed.response).data.id;
    const paid = await paymentSetup({ client, path: { orderID }, body: { data: { gateway: "manual", method: "purchase" } } });
    expect(paid.response.status, JSON.stringify(rawBody(paid.response))).toBe(200);
    expect(rawBody(paid.response).data).toMatchObject({ gateway: "manual", status: "complete" });
  });

  it("shows the demo bundle at the price a cart charges for it, in each currency", async () => {
    for (const currency of ["USD", "EUR", "GBP"]) {
      const client = await shopperClient({ currency });
      const product = (await getByContextProduct({ client, path: { product_id: DEMO_IDS.bundle } } as never)) as { response: Response };
      const shown = rawBody(product.response).data.meta.display_price;
      const added = (await manageCarts({ client, path: { cartID: `demo-${randomUUID()}` }, body: { data: { type: "cart_item", id: DEMO_IDS.bundle, quantity: 1 } } } as never)) as { response: Response };
      const line = rawBody(added.response).data?.[0];
      // Its default options (the mug, the tea) are priced in each of the three.
      expect(added.response.status, currency).toBe(201);
      expect(shown, currency).toBeDefined();
      expect(shown.without_tax.amount, currency).toBe(line.meta.display_price.without_tax.unit.amount);
      expect(shown.with_tax.amount, currency).toBe(line.meta.display_price.with_tax.unit.amount);
    }
  });

  it("opens on a hero with a described image and a button to the Kitchen, the Kitchen featured; seeding again keeps the merchant's own", async () => {
    const view = await homePageView();
    expect(view.hero).toEqual({
      heading: DEMO_HOME_PAGE.heroHeading,
      text: DEMO_HOME_PAGE.heroText,
      cta: { label: DEMO_HOME_PAGE.ctaLabel, href: "/categories/kitchen" },
      image: { href: "/products/kitchen-table.svg", alt: DEMO_HOME_PAGE.heroImageAlt },
    });
    expect(view.featured).toMatchObject({ heading: "Kitchen favourites", name: "Kitchen", href: "/categories/kitchen", count: 4, scope: { hierarchyId: DEMO_IDS.kitchen } });

    const owner: Caller = { grant: "client_credentials", subject: "test-admin", staff: { id: randomUUID(), name: "Olive Owner", email: "olive@shop.example", role: "owner" } };
    const { fields } = await readHomePageForm();
    await updateHomePage(owner, { ...fields, has_image: "yes", hero_heading: "Our own words" }, { remove: false });
    await seedHomePage(await getDb());
    expect((await homePageView()).hero.heading).toBe("Our own words");
  });
});
