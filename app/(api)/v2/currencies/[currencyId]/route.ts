import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { findCurrency } from "@/lib/commerce/currencies/currencies";
import { currencyResource } from "@/lib/commerce/currencies/currency-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params }) => ok({ data: currencyResource(await findCurrency(params.currencyId)) }) },
});
