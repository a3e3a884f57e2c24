// The location store: how the inventory domain (lib/commerce/inventory/locations.ts) reads and writes inventory
// locations (EP's `inventory_location`).
import { asc, count, eq } from "drizzle-orm";
import { getDb, readTogether } from "../db";
import { inventoryLocations } from "../schema";

export type LocationRow = typeof inventoryLocations.$inferSelect;
export type LocationValues = Pick<LocationRow, "name" | "slug" | "externalRef" | "description" | "address" | "geolocation">;

export const locationStore = {
  async list(page: { limit: number; offset: number }): Promise<{ rows: LocationRow[]; total: number }> {
    const db = await getDb();
    const [rows, [{ total }]] = await readTogether(
      db,
      () => db.select().from(inventoryLocations).orderBy(asc(inventoryLocations.createdAt), asc(inventoryLocations.slug)).limit(page.limit).offset(page.offset),
      () => db.select({ total: count() }).from(inventoryLocations),
    );
    return { rows, total };
  },

  async location(id: string): Promise<LocationRow | undefined> {
    const [row] = await (await getDb()).select().from(inventoryLocations).where(eq(inventoryLocations.id, id));
    return row;
  },

  async insert(values: LocationValues): Promise<LocationRow> {
    const [row] = await (await getDb()).insert(inventoryLocations).values(values).returning();
    return row;
  },

  async update(id: string, change: Partial<LocationValues> & { updatedAt: Date }): Promise<LocationRow | undefined> {
    const [row] = await (await getDb()).update(inventoryLocations).set(change).where(eq(inventoryLocations.id, id)).returning();
    return row;
  },

  async delete(id: string): Promise<void> {
    await (await getDb()).delete(inventoryLocations).where(eq(inventoryLocations.id, id));
  },
};
