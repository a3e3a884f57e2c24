// Inventory locations (EP's inventories document: `inventory_location`): the places stock is kept. The store
// keeps its stock in one, the default (made with the table); it cannot be deleted. Administrators record others
// (a shop, a warehouse); any token lists and reads them, as EP's storefront does. docs/api.md "Stock".
import { asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { readTogether, type Executor } from "@/lib/storage/db";
import { isUniqueViolation } from "@/lib/storage/errors";
import { inventoryLocations } from "@/lib/storage/schema";
import { ApiError, notFound } from "../errors";
import { isoSeconds } from "../time";
import type { Page } from "../catalog/products";
import { isUuid } from "../uuid";

export type LocationRow = typeof inventoryLocations.$inferSelect;

const TYPE = "inventory_location";
const text = (name: string) => z.string().trim().min(3, `${name} is 3 to 1024 characters.`).max(1024, `${name} is 3 to 1024 characters.`);
// A slug names the location in stock answers and URLs: letters, digits, '.', '-' and '_'.
const slug = z.string().min(1).max(128).regex(/^[A-Za-z0-9._-]+$/, "A slug is letters, digits, '.', '-' and '_'.");
const address = z.array(z.string().max(1024)).min(1, "An address has 1 to 8 lines.").max(8, "An address has 1 to 8 lines.");
const geolocation = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

/** POST /v2/inventories/locations (EP's LocationRequest). */
export const createLocationSchema = z.object({
  data: z.object({
    type: z.literal(TYPE, `The type must be ${TYPE}.`).optional(),
    attributes: z.object({
      name: text("A name"),
      slug,
      external_ref: text("An external_ref").optional(),
      description: text("A description").optional(),
      address: address.optional(),
      geolocation: geolocation.nullable().optional(),
    }),
  }),
});

/** PUT /v2/inventories/locations/{id} (EP's LocationUpdateRequest): what is given changes; null clears. */
export const updateLocationSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal(TYPE, `The type must be ${TYPE}.`),
    attributes: z.object({
      name: text("A name").optional(),
      slug: slug.optional(),
      external_ref: text("An external_ref").nullable().optional(),
      description: text("A description").nullable().optional(),
      address: address.nullable().optional(),
      geolocation: geolocation.nullable().optional(),
    }),
  }),
});

const locationNotFound = (id: string) => notFound("Not Found", "No inventory location with this id.", { id });
const slugTaken = (value: string) =>
  new ApiError({ status: 409, title: "Conflict", detail: `A location with the slug ${value} already exists.`, source: "data.attributes.slug", meta: { slug: value } });

/** EP's Location. */
export function locationResource(row: LocationRow) {
  return {
    id: row.id,
    type: TYPE,
    attributes: {
      name: row.name,
      slug: row.slug,
      ...(row.externalRef !== null ? { external_ref: row.externalRef } : {}),
      ...(row.description !== null ? { description: row.description } : {}),
      ...(row.address !== null ? { address: row.address } : {}),
      ...(row.geolocation !== null ? { geolocation: row.geolocation } : {}),
    },
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
  };
}

export async function listLocations(db: Executor, page: Page) {
  const [rows, [{ total }]] = await readTogether(
    db,
    () => db.select().from(inventoryLocations).orderBy(asc(inventoryLocations.createdAt), asc(inventoryLocations.slug)).limit(page.limit).offset(page.offset),
    () => db.select({ total: count() }).from(inventoryLocations),
  );
  return { rows, total };
}

export async function findLocation(db: Executor, id: string): Promise<LocationRow> {
  const row = isUuid(id) ? (await db.select().from(inventoryLocations).where(eq(inventoryLocations.id, id)))[0] : undefined;
  if (!row) throw locationNotFound(id);
  return row;
}

async function refusingTakenSlug<T>(value: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (value !== undefined && isUniqueViolation(error)) throw slugTaken(value);
    throw error;
  }
}

export async function createLocation(db: Executor, input: z.output<typeof createLocationSchema>["data"]["attributes"]): Promise<LocationRow> {
  const [row] = await refusingTakenSlug(input.slug, () =>
    db
      .insert(inventoryLocations)
      .values({
        name: input.name,
        slug: input.slug,
        externalRef: input.external_ref ?? null,
        description: input.description ?? null,
        address: input.address ?? null,
        geolocation: input.geolocation ?? null,
      })
      .returning(),
  );
  return row;
}

export async function updateLocation(db: Executor, id: string, data: z.output<typeof updateLocationSchema>["data"]): Promise<LocationRow> {
  await findLocation(db, id);
  if (data.id !== id) {
    throw new ApiError({ status: 400, title: "Bad Request", detail: "data.id is the id of the location in the path.", source: "data.id", meta: { id: data.id } });
  }
  const a = data.attributes;
  const [row] = await refusingTakenSlug(a.slug, () =>
    db
      .update(inventoryLocations)
      .set({
        ...(a.name !== undefined ? { name: a.name } : {}),
        ...(a.slug !== undefined ? { slug: a.slug } : {}),
        ...(a.external_ref !== undefined ? { externalRef: a.external_ref } : {}),
        ...(a.description !== undefined ? { description: a.description } : {}),
        ...(a.address !== undefined ? { address: a.address } : {}),
        ...(a.geolocation !== undefined ? { geolocation: a.geolocation } : {}),
        updatedAt: new Date(),
      })
      .where(eq(inventoryLocations.id, id))
      .returning(),
  );
  if (!row) throw locationNotFound(id);
  return row;
}

/** Deletes a location; the default one, which holds the store's stock, is refused (409). */
export async function deleteLocation(db: Executor, id: string): Promise<void> {
  const row = await findLocation(db, id);
  if (row.isDefault) {
    throw new ApiError({ status: 409, title: "Conflict", detail: "This location holds the store's stock and cannot be deleted.", meta: { id } });
  }
  await db.delete(inventoryLocations).where(eq(inventoryLocations.id, id));
}
