// Inventory locations (EP's inventories document: `inventory_location`): the places stock is kept. The store
// keeps its stock in one, the default (made with the table); it cannot be deleted. Administrators record others
// (a shop, a warehouse); any token lists and reads them, as EP's storefront does. docs/api.md "Stock".
// The bodies are location-request.ts, the EP shape location-resource.ts, the reads and writes the location store's.
import { isUniqueViolation } from "@/lib/storage/errors";
import { locationStore, type LocationRow } from "@/lib/storage/inventory/location-store";
import { now } from "../clock";
import { ApiError, notFound } from "../errors";
import type { Page } from "../page";
import type { Uuid } from "../uuid";
import type { CreateLocationInput, UpdateLocationInput } from "./location-request";

export type { LocationRow };

export const locationNotFound = (id: string) => notFound("Not Found", "No inventory location with this id.", { id });
const slugTaken = (value: string) =>
  new ApiError({ status: 409, title: "Conflict", detail: `A location with the slug ${value} already exists.`, source: "data.attributes.slug", meta: { slug: value } });

export async function listLocations(page: Page) {
  return locationStore.list(page);
}

export async function findLocation(id: Uuid): Promise<LocationRow> {
  const row = await locationStore.location(id);
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

export async function createLocation(input: CreateLocationInput): Promise<LocationRow> {
  return refusingTakenSlug(input.slug, () =>
    locationStore.insert({
      name: input.name,
      slug: input.slug,
      externalRef: input.external_ref ?? null,
      description: input.description ?? null,
      address: input.address ?? null,
      geolocation: input.geolocation ?? null,
    }),
  );
}

export async function updateLocation(id: Uuid, data: UpdateLocationInput): Promise<LocationRow> {
  await findLocation(id);
  // The path's id arrives lower-cased (a Uuid): the body's names the same location in either case.
  if (data.id.toLowerCase() !== id) {
    throw new ApiError({ status: 400, title: "Bad Request", detail: "data.id is the id of the location in the path.", source: "data.id", meta: { id: data.id } });
  }
  const a = data.attributes;
  const row = await refusingTakenSlug(a.slug, () =>
    locationStore.update(id, {
      ...(a.name !== undefined ? { name: a.name } : {}),
      ...(a.slug !== undefined ? { slug: a.slug } : {}),
      ...(a.external_ref !== undefined ? { externalRef: a.external_ref } : {}),
      ...(a.description !== undefined ? { description: a.description } : {}),
      ...(a.address !== undefined ? { address: a.address } : {}),
      ...(a.geolocation !== undefined ? { geolocation: a.geolocation } : {}),
      updatedAt: now(),
    }),
  );
  if (!row) throw locationNotFound(id);
  return row;
}

/** Deletes a location; the default one, which holds the store's stock, is refused (409). */
export async function deleteLocation(id: Uuid): Promise<void> {
  const row = await findLocation(id);
  if (row.isDefault) {
    throw new ApiError({ status: 409, title: "Conflict", detail: "This location holds the store's stock and cannot be deleted.", meta: { id } });
  }
  await locationStore.delete(id);
}
