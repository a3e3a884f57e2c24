import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { ApiError } from "@/lib/commerce/errors";
import { parsePage } from "@/lib/commerce/page";
import { createLocation, listLocations } from "@/lib/commerce/inventory/locations";
import { createLocationSchema } from "@/lib/commerce/inventory/location-request";
import { locationResource } from "@/lib/commerce/inventory/location-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  // Shoppers list them (EP's storefront names a product's stock by location).
  GET: {
    access: "token",
    run: async ({ query, request }) => {
      if (query.get("filter")) throw new ApiError({ status: 400, title: "Bad Request", detail: "Locations are not filtered: list them all.", source: "filter" });
      const page = parsePage(query);
      const { rows, total } = await listLocations(page);
      return ok({ data: rows.map(locationResource), ...pageMeta("/v2/inventories/locations", page, total, { request, absolute: true, omitAbsent: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body }) => created({ data: locationResource(await createLocation(parseOrThrow(createLocationSchema, body, "").data.attributes)) }),
  },
});
