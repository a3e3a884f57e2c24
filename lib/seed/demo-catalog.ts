// The demo store's catalog structure: two hierarchies with nodes (one two levels deep) and a product with
// variations (a work apron in 3 sizes × 2 colours) whose children are built as an administrator builds them.
// One combination is not made (its child is a draft) and one is sold out, so the picker shows both reasons.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/storage/db";
import { hierarchies, nodeProducts, nodes, products, productVariations, stock, variationOptions, variations } from "@/lib/storage/schema";
import { buildChildProducts } from "@/lib/commerce/catalog/variations";
import { storedUuid } from "@/lib/commerce/uuid";
import { fileForImage } from "@/lib/commerce/catalog/files";
import { DEMO_IDS as ID, demoImage as image } from "./demo-ids";
import { demoPrices, EARLIER_DEMO_PRICES, mendDemoPrice, withoutTaxIncluded } from "./demo-prices";


const HIERARCHIES = [
  { id: ID.kitchen, name: "Kitchen", slug: "kitchen", description: "Cookware, drinkware and linens for the kitchen." },
  { id: ID.home, name: "Home", slug: "home", description: "Light, warmth and gifts for the home." },
];

const NODES = [
  { id: ID.cookware, hierarchyId: ID.kitchen, parentId: null, name: "Cookware", slug: "cookware", sortOrder: 30, products: [ID.skillet, ID.board] },
  { id: ID.drinkware, hierarchyId: ID.kitchen, parentId: null, name: "Drinkware", slug: "drinkware", sortOrder: 20, products: [ID.mug, ID.bottle, ID.tumbler] },
  { id: ID.teaNode, hierarchyId: ID.kitchen, parentId: ID.drinkware, name: "Tea", slug: "tea", sortOrder: null, products: [ID.tea] },
  { id: ID.linens, hierarchyId: ID.kitchen, parentId: null, name: "Linens", slug: "linens", sortOrder: 10, products: [ID.apron, ID.workApron, ID.towel] },
  { id: ID.lighting, hierarchyId: ID.home, parentId: null, name: "Candles", slug: "candles", sortOrder: 30, products: [ID.candle] },
  { id: ID.textiles, hierarchyId: ID.home, parentId: null, name: "Textiles", slug: "textiles", sortOrder: 20, products: [ID.throw] },
  { id: ID.gifts, hierarchyId: ID.home, parentId: null, name: "Gifts", slug: "gifts", sortOrder: 10, products: [ID.bundle, ID.shortbread] },
];

// A large apron takes more canvas.
const LARGE_APRON_PRICE = demoPrices(4200, 3900, 3300);
const EARLIER_LARGE_APRON_PRICE = { USD: { amount: 4200, includes_tax: false }, EUR: { amount: 3900, includes_tax: false } };

const VARIATIONS = [
  { id: ID.size, name: "Size", sortOrder: 2, options: [
    { id: ID.small, name: "Small", sortOrder: 3 },
    { id: ID.medium, name: "Medium", sortOrder: 2 },
    { id: ID.large, name: "Large", sortOrder: 1 },
  ] },
  { id: ID.colour, name: "Colour", sortOrder: 1, options: [
    { id: ID.natural, name: "Natural", sortOrder: 2 },
    { id: ID.indigo, name: "Indigo", sortOrder: 1 },
  ] },
];

// The personalised tea towel in two colours: its children inherit its Initials field; 7 counted, shared out by hand.
const TOWEL_COLOUR = { id: ID.towelColour, name: "Towel colour", sortOrder: 1, options: [
  { id: ID.blue, name: "Blue", sortOrder: 2, units: 4 },
  { id: ID.green, name: "Green", sortOrder: 1, units: 3 },
] };

async function seedTowel(db: Db) {
  const { options, ...variation } = TOWEL_COLOUR;
  await db.insert(variations).values(variation).onConflictDoNothing();
  await db.insert(variationOptions).values(options.map(({ units: _units, ...option }) => ({ ...option, variationId: variation.id }))).onConflictDoNothing();
  await db.insert(productVariations).values({ productId: ID.towel, variationId: variation.id }).onConflictDoNothing();
  if ((await db.select({ id: products.id }).from(products).where(eq(products.baseProductId, ID.towel))).length > 0) return;
  await db.update(products).set({ manageStock: true }).where(eq(products.id, ID.towel));
  await db.insert(stock).values({ productId: ID.towel, total: 7 }).onConflictDoNothing();
  // Built as an administrator builds them: counted from 0 units each; then the 7 shared out.
  await buildChildProducts(storedUuid(ID.towel));
  for (const child of await db.select().from(products).where(eq(products.baseProductId, ID.towel))) {
    const units = options.find((option) => child.childOptionIds?.includes(option.id))?.units ?? 0;
    await db.update(stock).set({ total: units }).where(eq(stock.productId, child.id));
  }
}

export async function seedDemoCatalog(db: Db): Promise<void> {
  await db.insert(hierarchies).values(HIERARCHIES).onConflictDoNothing();
  for (const { products: attached, ...node } of NODES) {
    await db.insert(nodes).values(node).onConflictDoNothing();
    await db.insert(nodeProducts).values(attached.map((productId) => ({ nodeId: node.id, productId }))).onConflictDoNothing();
  }
  for (const { options, ...variation } of VARIATIONS) {
    await db.insert(variations).values(variation).onConflictDoNothing();
    await db.insert(variationOptions).values(options.map((option) => ({ ...option, variationId: variation.id }))).onConflictDoNothing();
    await db.insert(productVariations).values({ productId: ID.workApron, variationId: variation.id }).onConflictDoNothing();
  }
  await seedTowel(db);
  const built = await db.select({ id: products.id }).from(products).where(eq(products.baseProductId, ID.workApron));
  if (built.length > 0) {
    // A store seeded before the demo sold in GBP, or before its EUR and GBP prices included VAT: its canvas aprons
    // still at their earlier prices get the new ones.
    const children = eq(products.baseProductId, ID.workApron);
    await mendDemoPrice(db, children, [EARLIER_LARGE_APRON_PRICE, withoutTaxIncluded(LARGE_APRON_PRICE)], LARGE_APRON_PRICE);
    const apronPrice = demoPrices(3800, 3500, 3000);
    await mendDemoPrice(db, children, [EARLIER_DEMO_PRICES[ID.workApron], withoutTaxIncluded(apronPrice)], apronPrice);
    return;
  }
  await buildChildProducts(storedUuid(ID.workApron));
  const children = await db.select().from(products).where(eq(products.baseProductId, ID.workApron));
  const indigo = await fileForImage(image("canvas-apron-indigo"));
  for (const child of children) {
    const options = child.childOptionIds ?? [];
    const large = options.includes(ID.large);
    await db
      .update(products)
      .set({
        ...(large ? { price: LARGE_APRON_PRICE } : {}),
        ...(options.includes(ID.indigo) ? { image: image("canvas-apron-indigo"), mainImageId: indigo.id } : {}),
        // Small in indigo is not made.
        ...(options.includes(ID.small) && options.includes(ID.indigo) ? { status: "draft" } : {}),
        manageStock: true,
      })
      .where(eq(products.id, child.id));
    // Large in indigo has sold out; the others have a few.
    await db.insert(stock).values({ productId: child.id, total: large && options.includes(ID.indigo) ? 0 : 12 }).onConflictDoNothing();
  }
  await db.update(products).set({ manageStock: false }).where(inArray(products.id, [ID.workApron]));
}
