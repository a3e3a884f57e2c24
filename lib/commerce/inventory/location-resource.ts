// Inventory locations as EP's inventories render them (inventories.yaml Location).
import type { LocationRow } from "@/lib/storage/inventory/location-store";
import { isoSeconds } from "../time";
import { LOCATION_TYPE } from "./location-request";

/** EP's Location. */
export function locationResource(row: LocationRow) {
  return {
    id: row.id,
    type: LOCATION_TYPE,
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
