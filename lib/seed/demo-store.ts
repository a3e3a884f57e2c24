// The demo store: made on the first start of an empty database, and by `npm run db:seed`.
// Every insert is keyed (fixed ids, unique skus and emails), so running it again changes nothing.
import { count, eq } from "drizzle-orm";
import type { Db } from "@/lib/storage/db";
import {
  accountAuthenticationSettings,
  accountAddresses,
  accountMembers,
  accountMemberships,
  accounts,
  cartSettings,
  customers,
  products,
  promotionCodes,
  promotions,
  subscriptionOfferings,
  subscriptionPlans,
  subscriptionProducts,
  subscriptions,
  type BundleComponent,
  type CustomInputDefinition,
  type PriceMap,
} from "@/lib/storage/schema";
import { hashPassword } from "@/lib/commerce/auth/passwords";
import { fileForImage } from "@/lib/commerce/catalog/files";
import { initialSchedule } from "@/lib/commerce/subscriptions/billing-schedule";
import { seedDemoCatalog } from "./demo-catalog";
import { seedStoreDetails } from "./demo-store-details";
import { seedHomePage } from "./demo-home-page";
import { seedPaymentSettings } from "./demo-payment";
import { seedTaxRates } from "./demo-tax-rates";
import { seedDemoOwner } from "./demo-staff";
import { DEMO_IDS, demoImage as image } from "./demo-ids";
import { demoPrices, EARLIER_DEMO_PRICES, mendDemoPrice, usdEurVatIncluded, withoutTaxIncluded } from "./demo-prices";
import { keyProducts } from "@/lib/commerce/catalog/product-lookalikes";

export const DEMO_ACCOUNT = { email: "demo@cartwright.test", password: "cartwright-demo", name: "Demo Shopper" };

/** The demo account's saved address: a signed-in checkout (EP's storefront's too) starts from it. */
export const DEMO_ADDRESS = {
  name: "Home",
  firstName: "Demo",
  lastName: "Shopper",
  line1: "1 Market Street",
  city: "San Francisco",
  region: "CA",
  postcode: "94105",
  country: "US",
  phoneNumber: "+1 415 555 0100",
};

type DemoProduct = {
  id: string;
  sku: string;
  slug: string;
  name: string;
  description: string;
  price: PriceMap;
  image: string;
  customInputs?: Record<string, CustomInputDefinition>;
  components?: Record<string, BundleComponent>;
};

export { DEMO_IDS };

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    id: DEMO_IDS.bottle,
    sku: "BOTTLE-ENGRAVED",
    slug: "engraved-water-bottle",
    name: "Engraved Water Bottle",
    description: "Insulated steel bottle, engraved with the name you choose and an optional gift message on the card.",
    price: demoPrices(2800, 2600, 2200),
    image: "water-bottle",
    customInputs: {
      engraving: {
        name: "Name to engrave",
        required: true,
        validation_rules: [{ type: "string", options: { max_length: 20 } }],
      },
      gift_message: {
        name: "Gift message",
        required: false,
        validation_rules: [{ type: "string", options: { max_length: 120 } }],
      },
    },
  },
  { id: DEMO_IDS.tumbler, sku: "TUMBLER-ENAMEL", slug: "enamel-tumbler", name: "Enamel Tumbler", description: "Speckled enamel tumbler, 300 ml, for tea by the fire.", price: demoPrices(2800, 2600, 2200), image: "enamel-tumbler" },
  { id: DEMO_IDS.mug, sku: "MUG-CERAMIC", slug: "ceramic-mug", name: "Ceramic Mug", description: "Hand-thrown stoneware mug, 350 ml.", price: demoPrices(1400, 1300, 1100), image: "ceramic-mug" },
  { id: DEMO_IDS.apron, sku: "APRON-LINEN", slug: "linen-apron", name: "Linen Apron", description: "Washed linen apron with a deep front pocket.", price: demoPrices(3200, 2900, 2500), image: "linen-apron" },
  { id: DEMO_IDS.board, sku: "BOARD-OAK", slug: "oak-cutting-board", name: "Oak Cutting Board", description: "End-grain oak board, oiled and ready.", price: demoPrices(4500, 4200, 3600), image: "oak-board" },
  { id: DEMO_IDS.skillet, sku: "SKILLET-26", slug: "cast-iron-skillet", name: "Cast Iron Skillet", description: "26 cm pre-seasoned skillet.", price: demoPrices(5400, 4900, 4300), image: "skillet" },
  { id: DEMO_IDS.candle, sku: "CANDLE-BEESWAX", slug: "beeswax-candle", name: "Beeswax Candle", description: "Pure beeswax pillar, 40 hours of light.", price: demoPrices(1800, 1650, 1400), image: "candle" },
  { id: DEMO_IDS.tea, sku: "TEA-SAMPLER", slug: "tea-sampler", name: "Tea Sampler", description: "Six loose-leaf teas in a tin.", price: demoPrices(2200, 2000, 1750), image: "tea-sampler" },
  { id: DEMO_IDS.throw, sku: "THROW-WOOL", slug: "wool-throw", name: "Wool Throw", description: "Lambswool throw, 130 × 170 cm. Sold in US dollars only.", price: { USD: { amount: 8900, includes_tax: false } }, image: "wool-throw" },
  {
    id: DEMO_IDS.workApron,
    sku: "APRON-CANVAS",
    slug: "canvas-work-apron",
    name: "Canvas Work Apron",
    description: "Heavy cotton canvas with leather straps, in three sizes and two colours.",
    price: demoPrices(3800, 3500, 3000),
    image: "canvas-apron-natural",
  },
  {
    id: DEMO_IDS.towel,
    sku: "TOWEL-MONOGRAM",
    slug: "monogrammed-tea-towel",
    name: "Monogrammed Tea Towel",
    description: "Cotton tea towel embroidered with your initials, in blue or green.",
    price: demoPrices(1600, 1500, 1200),
    image: "tea-towel",
    // Its children (Blue, Green) inherit the Initials field (docs/catalog.md "Variations and child products").
    customInputs: { initials: { name: "Initials", required: true, validation_rules: [{ type: "string", options: { max_length: 3 } }] } },
  },
  {
    id: DEMO_IDS.shortbread,
    sku: "SHORTBREAD-TIN",
    slug: "shortbread-tin",
    name: "Shortbread Tin",
    description: "Butter shortbread from a Highland bakery. Sold in pounds sterling only.",
    price: { GBP: { amount: 1200, includes_tax: true } },
    image: "shortbread-tin",
  },
  {
    id: DEMO_IDS.bundle,
    sku: "BUNDLE-EVENING",
    slug: "cosy-evening-bundle",
    name: "Cosy Evening Bundle",
    description: "Choose your drinkware and your treats; the bundle costs the sum of what you pick.",
    // Auto-priced: no price of its own, the sum of the selected options.
    price: {},
    image: "evening-bundle",
    components: {
      drinkware: {
        name: "Drinkware",
        min: 1,
        max: 2,
        sort_order: 1,
        options: [
          { id: DEMO_IDS.mug, type: "product", quantity: 1, default: true },
          // Not the engraved bottle: a bundle option takes no personalisation (docs/catalog.md).
          { id: DEMO_IDS.tumbler, type: "product", quantity: 1 },
        ],
      },
      treats: {
        name: "Treats",
        min: 1,
        max: 2,
        sort_order: 2,
        options: [
          { id: DEMO_IDS.tea, type: "product", quantity: 1, default: true },
          { id: DEMO_IDS.candle, type: "product", quantity: 2 },
        ],
      },
    },
  },
];

async function seedProducts(db: Db) {
  for (const p of DEMO_PRODUCTS) {
    const earlier = [EARLIER_DEMO_PRICES[p.id], withoutTaxIncluded(p.price)].filter((price) => price !== undefined);
    await mendDemoPrice(db, eq(products.id, p.id), earlier, p.price);
    const file = await fileForImage(image(p.image));
    await db
      .insert(products)
      .values({
        id: p.id,
        sku: p.sku,
        slug: p.slug,
        name: p.name,
        description: p.description,
        price: p.price,
        image: image(p.image),
        mainImageId: file.id,
        customInputs: p.customInputs ?? null,
        components: p.components ?? null,
      })
      .onConflictDoNothing();
  }
}

async function seedPromotions(db: Db) {
  await db
    .insert(promotions)
    .values([
      {
        id: DEMO_IDS.codePromotion,
        name: "Welcome 10% off",
        description: "10% off the cart with the code WELCOME10.",
        promotionType: "percent_discount",
        schema: { currencies: [{ currency: "USD", percentage: 10 }, { currency: "EUR", percentage: 10 }, { currency: "GBP", percentage: 10 }] },
        enabled: true,
        automatic: false,
      },
      {
        id: DEMO_IDS.automaticPromotion,
        name: "Spend 100, save 15",
        description: "15 off automatically when the cart reaches 100.",
        promotionType: "fixed_discount",
        schema: { currencies: [{ currency: "USD", amount: 1500 }, { currency: "EUR", amount: 1500 }] },
        enabled: true,
        automatic: true,
        minCartValue: [{ currency: "USD", amount: 10000 }, { currency: "EUR", amount: 10000 }],
      },
    ])
    .onConflictDoNothing();
  await db.insert(promotionCodes).values({ promotionId: DEMO_IDS.codePromotion, code: "WELCOME10" }).onConflictDoNothing();
}

/** The demo subscription's plan: a month's trial, then billed monthly for 12 months, then renews. */
const MONTHLY_PLAN = {
  id: DEMO_IDS.monthlyPlan,
  offeringId: DEMO_IDS.offering,
  name: "Monthly",
  description: "Billed every month for 12 months, then renews.",
  billingIntervalType: "month" as const,
  billingFrequency: 1,
  trialPeriod: 1,
  planLength: 12,
  endBehavior: "roll",
  canPause: true,
  canResume: true,
  canCancel: true,
  // Its fixed price wins; the percentage would apply only where it had none (10% off the products).
  basePricePercentage: 10,
  fixedPrice: usdEurVatIncluded(1900, 1800),
  position: 0,
};

async function seedSubscriptions(db: Db) {
  await db
    .insert(subscriptionOfferings)
    .values({ id: DEMO_IDS.offering, name: "Coffee Club", description: "Freshly roasted beans delivered on your schedule, with a brew guide." })
    .onConflictDoNothing();
  await db
    .insert(subscriptionProducts)
    .values([
      {
        id: DEMO_IDS.beansProduct,
        offeringId: DEMO_IDS.offering,
        name: "House Blend Beans",
        description: "500 g of whole beans, roasted the week they ship.",
        sku: "COFFEE-HOUSE-500",
        mainImage: "/products/coffee-club.svg",
        price: usdEurVatIncluded(1600, 1500),
        priceUnits: { unit: "month", amount: 1 },
        position: 0,
      },
      {
        id: DEMO_IDS.guideProduct,
        offeringId: DEMO_IDS.offering,
        name: "Brew Guide",
        description: "A printed guide to pour-over, French press and espresso.",
        sku: "COFFEE-GUIDE",
        price: usdEurVatIncluded(500, 450),
        priceUnits: { unit: "month", amount: 12 },
        position: 1,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(subscriptionPlans)
    .values([
      MONTHLY_PLAN,
      {
        id: DEMO_IDS.annualPlan,
        offeringId: DEMO_IDS.offering,
        name: "Annual prepaid",
        description: "One payment for a year of coffee, then closes.",
        billingIntervalType: "year",
        billingFrequency: 1,
        planLength: 1,
        endBehavior: "close",
        canPause: false,
        canResume: false,
        canCancel: true,
        fixedPrice: usdEurVatIncluded(19000, 18000),
        position: 1,
      },
    ])
    .onConflictDoNothing();
}

async function seedAccount(db: Db) {
  await db.insert(accounts).values({ id: DEMO_IDS.account, name: DEMO_ACCOUNT.name, legalName: "Demo Shopper" }).onConflictDoNothing();
  const [member] = await db.select({ id: accountMembers.id }).from(accountMembers).where(eq(accountMembers.id, DEMO_IDS.member));
  if (!member) {
    await db
      .insert(accountMembers)
      .values({
        id: DEMO_IDS.member,
        accountId: DEMO_IDS.account,
        name: DEMO_ACCOUNT.name,
        email: DEMO_ACCOUNT.email,
        passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      })
      .onConflictDoNothing();
    // What lets the member act for the account (an account token), as the account store adds it to a new member.
    await db.insert(accountMemberships).values({ accountId: DEMO_IDS.account, memberId: DEMO_IDS.member }).onConflictDoNothing();
  }
  // The member's customer (one per e-mail, docs/admin.md "Customers"), as the account store links a new member.
  await db.insert(customers).values({ email: DEMO_ACCOUNT.email.toLowerCase(), name: DEMO_ACCOUNT.name, memberId: DEMO_IDS.member }).onConflictDoNothing();
  await db.insert(accountAddresses).values({ id: DEMO_IDS.memberAddress, accountId: DEMO_IDS.account, ...DEMO_ADDRESS }).onConflictDoNothing();
  const schedule = initialSchedule(MONTHLY_PLAN, new Date());
  await db
    .insert(subscriptions)
    .values({
      id: DEMO_IDS.subscription,
      accountId: DEMO_IDS.account,
      offeringId: DEMO_IDS.offering,
      planId: DEMO_IDS.monthlyPlan,
      currency: "USD",
      name: DEMO_ACCOUNT.name,
      email: DEMO_ACCOUNT.email,
      externalRef: "demo-coffee-club",
      paymentAuthority: { type: "vendor_payments_processor", customer_id: "cus_demo_0001", card_id: "card_4242424242424242" },
      invoiceAfter: schedule.invoiceAfter,
      endDate: schedule.endDate,
    })
    .onConflictDoNothing();
}

/** Creates (or completes) the demo store. Safe to run any number of times. */
export async function seedDemoStore(db: Db): Promise<void> {
  await seedProducts(db);
  await seedDemoCatalog(db);
  await seedPromotions(db);
  // The demo's automatic promotion applies in its carts as the admin lists it: running (docs/money.md "Promotions").
  await db.insert(cartSettings).values({ id: "cart", useRulePromotions: true }).onConflictDoNothing();
  await seedSubscriptions(db);
  await seedAccount(db);
  await seedDemoOwner(db);
  // The demo store lets shoppers sign themselves up (a new store's setting is off until an administrator turns it on).
  await db.insert(accountAuthenticationSettings).values({ id: "account", enableSelfSignup: true }).onConflictDoNothing();
  await keyProducts();
  await seedPaymentSettings(db);
  await seedTaxRates(db);
  await seedStoreDetails(db);
  await seedHomePage(db);
}

/** On first start: seed when the catalog is empty, unless DEMO_STORE=off. */
export async function ensureDemoStore(db: Db): Promise<boolean> {
  if (process.env.DEMO_STORE === "off") return false;
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (n > 0) return false;
  await seedDemoStore(db);
  return true;
}
