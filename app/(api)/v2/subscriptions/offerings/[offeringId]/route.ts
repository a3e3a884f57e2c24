import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { parseInclude } from "@/lib/commerce/subscriptions/include";
import { getOfferingParts } from "@/lib/commerce/subscriptions/offerings";
import { offeringDocument } from "@/lib/commerce/subscriptions/resources";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query, origin }) =>
      ok(offeringDocument(await getOfferingParts(params.offeringId), parseInclude(query.get("include")), await requestCurrency(request), origin)),
  },
});
