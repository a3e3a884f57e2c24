import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { requestCurrency } from "@/lib/http/api/currency";
import { parsePage } from "@/lib/commerce/page";
import { parseInclude } from "@/lib/commerce/subscriptions/include";
import { createOffering, listOfferings } from "@/lib/commerce/subscriptions/offerings";
import { offeringResource, offeringsDocument } from "@/lib/commerce/subscriptions/resources";
import { createOfferingSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

// Any token reads offerings: EP's subscriptions storefront lists them with a shopper's implicit token.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, query, origin }) => {
      const page = parsePage(query);
      const { offerings, total } = await listOfferings(page);
      return ok({
        ...offeringsDocument(offerings, parseInclude(query.get("include")), await requestCurrency(request), origin),
        ...pageMeta("/v2/subscriptions/offerings", page, total),
      });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body, caller }) => created({ data: offeringResource(await createOffering(parseOrThrow(createOfferingSchema, body, ""), caller)) }),
  },
});
