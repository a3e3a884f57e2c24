import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteCurrency, findCurrency, updateCurrency } from "@/lib/commerce/currencies/currencies";
import { currencyResource } from "@/lib/commerce/currencies/currency-resource";
import { currencyChangeSchema } from "@/lib/commerce/currencies/currency-schema";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params }) => ok({ data: currencyResource(await findCurrency(params.currencyId)) }) },
  PUT: {
    access: "admin",
    run: async ({ params, body, caller }) => ok({ data: currencyResource(await updateCurrency(params.currencyId, parseOrThrow(currencyChangeSchema, body, "").data, caller)) }),
  },
  DELETE: {
    access: "admin",
    run: async ({ params, caller }) => {
      await deleteCurrency(params.currencyId, caller);
      return noContent();
    },
  },
});
