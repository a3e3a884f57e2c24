// The feature store: how the subscriptions domain reads and writes EP's features, the store's own (offering null)
// and each offering's. The domain sees rows (rows.ts), never SQL.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { getDb, readTogether } from "../db";
import { subscriptionFeatures } from "../schema";
import type { FeatureRow, NewFeatureRow, RowPage } from "./rows";

/** Whose features: the store's own (null) or one offering's. */
export type FeatureOwner = string | null;

export type FeatureUpdate = Partial<Pick<FeatureRow, "name" | "description" | "externalRef" | "configuration" | "updatedAt">>;

export type FeatureStore = {
  /** A page of the owner's features, newest first, and how many there are. */
  list(owner: FeatureOwner, page: RowPage): Promise<{ rows: FeatureRow[]; total: number }>;
  /** The owner's features with these ids (unknown ids are left out). */
  find(owner: FeatureOwner, ids: string[]): Promise<FeatureRow[]>;
  insert(values: NewFeatureRow[]): Promise<FeatureRow[]>;
  /** The feature after the update; undefined when the owner has none with this id. */
  update(owner: FeatureOwner, id: string, values: FeatureUpdate): Promise<FeatureRow | undefined>;
  /** Whether the owner had one with this id to delete. */
  delete(owner: FeatureOwner, id: string): Promise<boolean>;
};

const ownedBy = (owner: FeatureOwner): SQL => (owner === null ? isNull(subscriptionFeatures.offeringId) : eq(subscriptionFeatures.offeringId, owner));

export const sqlFeatureStore: FeatureStore = {
  async list(owner, page) {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(
      db,
      () =>
        db
          .select()
          .from(subscriptionFeatures)
          .where(ownedBy(owner))
          .orderBy(desc(subscriptionFeatures.createdAt), asc(subscriptionFeatures.id))
          .limit(page.limit)
          .offset(page.offset),
      () => db.select({ total: count() }).from(subscriptionFeatures).where(ownedBy(owner)),
    );
    return { rows, total };
  },

  async find(owner, ids) {
    if (ids.length === 0) return [];
    const db = await getDb();
    return db
      .select()
      .from(subscriptionFeatures)
      .where(and(ownedBy(owner), inArray(subscriptionFeatures.id, ids)));
  },

  async insert(values) {
    if (values.length === 0) return [];
    const db = await getDb();
    return db.insert(subscriptionFeatures).values(values).returning();
  },

  async update(owner, id, values) {
    const db = await getDb();
    const [row] = await db
      .update(subscriptionFeatures)
      .set(values)
      .where(and(ownedBy(owner), eq(subscriptionFeatures.id, id)))
      .returning();
    return row;
  },

  async delete(owner, id) {
    const db = await getDb();
    const deleted = await db
      .delete(subscriptionFeatures)
      .where(and(ownedBy(owner), eq(subscriptionFeatures.id, id)))
      .returning({ id: subscriptionFeatures.id });
    return deleted.length > 0;
  },
};

export const featureStore = (): FeatureStore => sqlFeatureStore;
