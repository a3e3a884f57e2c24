import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteLocation, findLocation, updateLocation } from "@/lib/commerce/inventory/locations";
import { updateLocationSchema } from "@/lib/commerce/inventory/location-request";
import { locationResource } from "@/lib/commerce/inventory/location-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params }) => ok({ data: locationResource(await findLocation(params.locationId)) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => ok({ data: locationResource(await updateLocation(params.locationId, parseOrThrow(updateLocationSchema, body, "").data)) }),
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteLocation(params.locationId);
      return noContent();
    },
  },
});
