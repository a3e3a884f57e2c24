import { api } from "@/lib/http/api";
import { noContent, ok } from "@/lib/http/response";
import { deleteLocation, findLocation, locationResource, updateLocation, updateLocationSchema } from "@/lib/commerce/inventory/locations";
import { parseOrThrow } from "@/lib/commerce/validation";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params }) => ok({ data: locationResource(await findLocation(await getDb(), params.locationId)) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body }) => ok({ data: locationResource(await updateLocation(await getDb(), params.locationId, parseOrThrow(updateLocationSchema, body, "").data)) }),
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteLocation(await getDb(), params.locationId);
      return noContent();
    },
  },
});
