import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { createFeature, listFeatures } from "@/lib/commerce/subscriptions/features";
import { featureResource } from "@/lib/commerce/subscriptions/resources";
import { featureSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

const createSchema = featureSchema("subscription_feature");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request }) => {
      const page = parsePage(query);
      const { rows, total } = await listFeatures(page);
      return ok({ data: rows.map((row) => featureResource(row)), ...pageMeta("/v2/subscriptions/features", page, total, { request, absolute: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body, caller }) => created({ data: featureResource(await createFeature(caller, parseOrThrow(createSchema, body, "").data.attributes)) }),
  },
});
