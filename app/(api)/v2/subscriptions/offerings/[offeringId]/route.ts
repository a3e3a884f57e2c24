import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { requestCurrency } from "@/lib/http/api/currency";
import { parseInclude } from "@/lib/commerce/subscriptions/include";
import { deleteOffering, updateOffering } from "@/lib/commerce/subscriptions/offering-changes";
import { getOfferingParts } from "@/lib/commerce/subscriptions/offerings";
import { offeringDocument, offeringResource } from "@/lib/commerce/subscriptions/resources";
import { updateOfferingSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ request, params, query, origin }) =>
      ok(offeringDocument(await getOfferingParts(params.offeringId), parseInclude(query.get("include")), await requestCurrency(request), origin)),
  },
  PUT: {
    access: "admin",
    run: async ({ body, caller, params }) =>
      ok({ data: offeringResource(await updateOffering(caller, params.offeringId, parseOrThrow(updateOfferingSchema, body, ""))) }),
  },
  DELETE: {
    access: "admin",
    run: async ({ caller, params }) => {
      await deleteOffering(caller, params.offeringId);
      return noContent();
    },
  },
});
