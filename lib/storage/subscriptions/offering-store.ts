// The offering store: how the subscriptions domain reads and writes offerings with their products and plans. The
// domain sees rows (rows.ts), never SQL.
import { asc, count, desc, inArray } from "drizzle-orm";
import { getDb, readTogether, type Executor } from "../db";
import { subscriptionOfferings, subscriptionPlans, subscriptionProducts } from "../schema";
import type { NewOfferingPlanRow, NewOfferingProductRow, NewOfferingRow, OfferingParts, RowPage } from "./rows";

export type OfferingStore = {
  /** Offerings with their products and plans (in position order), keyed by offering id; unknown ids are left out. */
  parts(offeringIds: string[]): Promise<Map<string, OfferingParts>>;
  /** A page of every offering, newest first, and how many there are. */
  list(page: RowPage): Promise<{ offerings: OfferingParts[]; total: number }>;
  /** The offering, its products and its plans (positions as given), all or nothing. */
  build(offering: NewOfferingRow, products: NewOfferingProductRow[], plans: NewOfferingPlanRow[]): Promise<OfferingParts>;
};

/** Offerings with their parts, on `db` (the database, or a transaction another store holds). */
export async function loadOfferingParts(db: Executor, offeringIds: string[]): Promise<Map<string, OfferingParts>> {
  const ids = [...new Set(offeringIds)];
  const out = new Map<string, OfferingParts>();
  if (ids.length === 0) return out;
  const [offerings, products, plans] = await readTogether(
    db,
    () => db.select().from(subscriptionOfferings).where(inArray(subscriptionOfferings.id, ids)),
    () =>
      db
        .select()
        .from(subscriptionProducts)
        .where(inArray(subscriptionProducts.offeringId, ids))
        .orderBy(asc(subscriptionProducts.position), asc(subscriptionProducts.createdAt)),
    () =>
      db
        .select()
        .from(subscriptionPlans)
        .where(inArray(subscriptionPlans.offeringId, ids))
        .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.createdAt)),
  );
  for (const offering of offerings) out.set(offering.id, { offering, products: [], plans: [] });
  for (const product of products) out.get(product.offeringId)?.products.push(product);
  for (const plan of plans) out.get(plan.offeringId)?.plans.push(plan);
  return out;
}

export const sqlOfferingStore: OfferingStore = {
  async parts(offeringIds) {
    return loadOfferingParts(await getDb(), offeringIds);
  },

  async list(page) {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(
      db,
      () =>
        db
          .select({ id: subscriptionOfferings.id })
          .from(subscriptionOfferings)
          .orderBy(desc(subscriptionOfferings.createdAt), asc(subscriptionOfferings.id))
          .limit(page.limit)
          .offset(page.offset),
      () => db.select({ total: count() }).from(subscriptionOfferings),
    );
    const parts = await loadOfferingParts(
      db,
      rows.map((r) => r.id),
    );
    return { offerings: rows.map((r) => parts.get(r.id)!), total };
  },

  async build(offeringValues, productValues, planValues) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [offering] = await tx.insert(subscriptionOfferings).values(offeringValues).returning();
      const products = await tx
        .insert(subscriptionProducts)
        .values(productValues.map((p) => ({ ...p, offeringId: offering.id })))
        .returning();
      const plans = await tx
        .insert(subscriptionPlans)
        .values(planValues.map((p) => ({ ...p, offeringId: offering.id })))
        .returning();
      const byPosition = <T extends { position: number }>(rows: T[]) => [...rows].sort((a, b) => a.position - b.position);
      return { offering, products: byPosition(products), plans: byPosition(plans) };
    });
  },
};

export const offeringStore = (): OfferingStore => sqlOfferingStore;
