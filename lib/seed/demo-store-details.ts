// The demo store's details and policy pages: a UK shop named Cartwright with short, plain policies. Written only
// while none are kept, so an administrator's own are never overwritten. The time zone stays UTC and the prefix "#"
// (the defaults), so the demo's days and order numbers read as a new store's.
import type { Db } from "@/lib/storage/db";
import { storeDetails, storePolicies } from "@/lib/storage/schema";

export const DEMO_STORE_DETAILS = {
  name: "Cartwright",
  addressLine1: "12 Wheelwright Lane",
  addressLine2: "",
  city: "York",
  postcode: "YO1 7HH",
  region: "North Yorkshire",
  country: "GB",
  contactEmail: "shop@cartwright.test",
  phone: "",
};

export const DEMO_POLICIES = [
  {
    slug: "refund-policy",
    title: "Refund policy",
    body: "You may return unused goods within 30 days of delivery for a full refund.\n\nEngraved and made-to-order goods cannot be returned unless they arrive damaged or not as ordered.\n\nWrite to shop@cartwright.test with your order number to start a return.",
  },
  {
    slug: "privacy-policy",
    title: "Privacy policy",
    body: "We keep your name, e-mail and addresses to take, ship and tell you about your orders, and nothing else.\n\nWe never sell your details. Write to shop@cartwright.test to see or remove what we hold.",
  },
  {
    slug: "terms-of-service",
    title: "Terms of service",
    body: "Placing an order is an offer to buy; a contract is made when we confirm it by e-mail.\n\nPrices include VAT where shown. We ship to the countries offered at checkout.",
  },
  {
    slug: "shipping-policy",
    title: "Shipping policy",
    body: "Orders ship within two working days; made-to-order goods within five.\n\n- Standard: 3 to 5 working days\n- Express: next working day",
  },
];

export async function seedStoreDetails(db: Db): Promise<void> {
  await db.insert(storeDetails).values({ id: "store", ...DEMO_STORE_DETAILS }).onConflictDoNothing();
  await db.insert(storePolicies).values(DEMO_POLICIES).onConflictDoNothing();
}
