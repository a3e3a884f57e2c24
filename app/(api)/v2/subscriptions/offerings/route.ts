import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { pageMeta } from "@/lib/http/pagination";
import { parsePage } from "@/lib/commerce/catalog/products";
import { listOfferings } from "@/lib/commerce/subscriptions/offerings";
import { offeringResource } from "@/lib/commerce/subscriptions/resources";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query }) => {
      const page = parsePage(query);
      const { offerings, total } = await listOfferings(await getDb(), page);
      return ok({ data: offerings.map(offeringResource), ...pageMeta("/v2/subscriptions/offerings", page, total) });
    },
  },
});
