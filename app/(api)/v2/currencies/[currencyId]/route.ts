import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { currencyResource, findCurrency } from "@/lib/commerce/currencies/currencies";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params }) => ok({ data: currencyResource(await findCurrency(await getDb(), params.currencyId)) }) },
});
