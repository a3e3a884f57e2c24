// The offering store: how the subscriptions domain reads and writes offerings with their products and plans. The
// domain sees rows (rows.ts), never SQL.
import { and, asc, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import { getDb, readTogether, type Executor } from "../db";
import { subscriptionOfferings, subscriptionPlans, subscriptionProducts, subscriptions } from "../schema";
import type { NewOfferingPlanRow, NewOfferingProductRow, NewOfferingRow, OfferingParts, RowPage } from "./rows";

/** One change to a stored offering (the admin's offering page). */
export type OfferingEdit =
  | { kind: "details"; values: Partial<Pick<NewOfferingRow, "name" | "description" | "externalRef">> }
  | { kind: "addProduct"; product: Omit<NewOfferingProductRow, "position"> }
  | { kind: "removeProduct"; productId: string }
  | { kind: "addPlan"; plan: Omit<NewOfferingPlanRow, "position"> }
  | { kind: "updatePlan"; planId: string; values: Omit<NewOfferingPlanRow, "position" | "owner"> }
  | { kind: "removePlan"; planId: string }
  | { kind: "delete" };

/** How many subscriptions each of the offering's plans has (plans without any are left out). */
export type OfferingUsage = Map<string, number>;

export type OfferingStore = {
  /** Offerings with their products and plans (in position order), keyed by offering id; unknown ids are left out. */
  parts(offeringIds: string[]): Promise<Map<string, OfferingParts>>;
  /** A page of every offering, newest first, and how many there are. */
  list(page: RowPage): Promise<{ offerings: OfferingParts[]; total: number }>;
  /** The offering, its products and its plans (positions as given), all or nothing. */
  build(
    offering: NewOfferingRow,
    products: NewOfferingProductRow[],
    plans: NewOfferingPlanRow[],
    then?: (tx: Executor, parts: OfferingParts) => Promise<unknown>,
  ): Promise<OfferingParts>;
  /**
   * One change to an offering, in one transaction with the offering locked: `decide` sees the offering as it is and
   * its subscriptions per plan and may refuse (throw) before anything is written; `then` runs on the transaction
   * with the offering before and after (after is undefined when it was deleted). Undefined: no such offering.
   */
  edit(
    offeringId: string,
    edit: OfferingEdit,
    decide: (before: OfferingParts, usage: OfferingUsage) => void,
    then: (tx: Executor, before: OfferingParts, after: OfferingParts | undefined) => Promise<unknown>,
  ): Promise<{ before: OfferingParts; after: OfferingParts | undefined } | undefined>;
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

  async build(offeringValues, productValues, planValues, then) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [offering] = await tx.insert(subscriptionOfferings).values(offeringValues).returning();
      // An offering may start empty (EP's CreateOffering): its products and plans come later.
      const products =
        productValues.length === 0
          ? []
          : await tx
              .insert(subscriptionProducts)
              .values(productValues.map((p) => ({ ...p, offeringId: offering.id })))
              .returning();
      const plans =
        planValues.length === 0
          ? []
          : await tx
              .insert(subscriptionPlans)
              .values(planValues.map((p) => ({ ...p, offeringId: offering.id })))
              .returning();
      const byPosition = <T extends { position: number }>(rows: T[]) => [...rows].sort((a, b) => a.position - b.position);
      const parts = { offering, products: byPosition(products), plans: byPosition(plans) };
      await then?.(tx, parts);
      return parts;
    });
  },

  async edit(offeringId, edit, decide, then) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: subscriptionOfferings.id }).from(subscriptionOfferings).where(eq(subscriptionOfferings.id, offeringId)).for("update");
      if (!locked) return undefined;
      const before = (await loadOfferingParts(tx, [offeringId])).get(offeringId)!;
      const used = await tx
        .select({ planId: subscriptions.planId, n: count() })
        .from(subscriptions)
        .where(eq(subscriptions.offeringId, offeringId))
        .groupBy(subscriptions.planId);
      decide(before, new Map(used.map((u) => [u.planId, u.n])));
      const touched = { updatedAt: sql`now()` };
      const nextPosition = async (table: typeof subscriptionProducts | typeof subscriptionPlans) => {
        const [{ top }] = await tx.select({ top: max(table.position) }).from(table).where(eq(table.offeringId, offeringId));
        return (top ?? -1) + 1;
      };
      switch (edit.kind) {
        case "details":
          await tx.update(subscriptionOfferings).set({ ...edit.values, ...touched }).where(eq(subscriptionOfferings.id, offeringId));
          break;
        case "addProduct":
          await tx.insert(subscriptionProducts).values({ ...edit.product, offeringId, position: await nextPosition(subscriptionProducts) });
          break;
        case "removeProduct":
          await tx.delete(subscriptionProducts).where(and(eq(subscriptionProducts.offeringId, offeringId), eq(subscriptionProducts.id, edit.productId)));
          break;
        case "addPlan":
          await tx.insert(subscriptionPlans).values({ ...edit.plan, offeringId, position: await nextPosition(subscriptionPlans) });
          break;
        case "updatePlan":
          await tx
            .update(subscriptionPlans)
            .set({ ...edit.values, ...touched })
            .where(and(eq(subscriptionPlans.offeringId, offeringId), eq(subscriptionPlans.id, edit.planId)));
          break;
        case "removePlan":
          await tx.delete(subscriptionPlans).where(and(eq(subscriptionPlans.offeringId, offeringId), eq(subscriptionPlans.id, edit.planId)));
          break;
        case "delete":
          await tx.delete(subscriptionOfferings).where(eq(subscriptionOfferings.id, offeringId));
          break;
      }
      if (edit.kind !== "delete" && edit.kind !== "details") {
        await tx.update(subscriptionOfferings).set(touched).where(eq(subscriptionOfferings.id, offeringId));
      }
      const after = edit.kind === "delete" ? undefined : (await loadOfferingParts(tx, [offeringId])).get(offeringId);
      await then(tx, before, after);
      return { before, after };
    });
  },
};

export const offeringStore = (): OfferingStore => sqlOfferingStore;
