// The bodies of EP's inventory locations calls (inventories.yaml LocationRequest, LocationUpdateRequest), parsed at
// the edge.
import { z } from "zod";

export const LOCATION_TYPE = "inventory_location";
const text = (name: string) => z.string().trim().min(3, `${name} is 3 to 1024 characters.`).max(1024, `${name} is 3 to 1024 characters.`);
// A slug names the location in stock answers and URLs: letters, digits, '.', '-' and '_'.
const slug = z.string().min(1).max(128).regex(/^[A-Za-z0-9._-]+$/, "A slug is letters, digits, '.', '-' and '_'.");
const address = z.array(z.string().max(1024)).min(1, "An address has 1 to 8 lines.").max(8, "An address has 1 to 8 lines.");
const geolocation = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

/** POST /v2/inventories/locations (EP's LocationRequest). */
export const createLocationSchema = z.object({
  data: z.object({
    type: z.literal(LOCATION_TYPE, `The type must be ${LOCATION_TYPE}.`).optional(),
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
    type: z.literal(LOCATION_TYPE, `The type must be ${LOCATION_TYPE}.`),
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

export type CreateLocationInput = z.output<typeof createLocationSchema>["data"]["attributes"];
export type UpdateLocationInput = z.output<typeof updateLocationSchema>["data"];
