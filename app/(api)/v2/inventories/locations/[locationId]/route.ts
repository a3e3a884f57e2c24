import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteLocation, findLocation, updateLocation } from "@/lib/commerce/inventory/locations";
import { updateLocationSchema } from "@/lib/commerce/inventory/location-request";
import { locationResource } from "@/lib/commerce/inventory/location-resource";
import { parseOrThrow } from "@/lib/commerce/validation";
import { locationIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params }) => ok({ data: locationResource(await findLocation(locationIdParam(params.locationId))) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => {
      const data = parseOrThrow(updateLocationSchema, body, "").data;
      return ok({ data: locationResource(await updateLocation(locationIdParam(params.locationId), data)) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteLocation(locationIdParam(params.locationId));
      return noContent();
    },
  },
});
