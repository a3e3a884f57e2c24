import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { createCurrency, listCurrencies } from "@/lib/commerce/currencies/currencies";
import { currencyResource } from "@/lib/commerce/currencies/currency-resource";
import { newCurrencySchema } from "@/lib/commerce/currencies/currency-schema";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async () => {
      const rows = await listCurrencies();
      return ok({ data: rows.map(currencyResource), meta: { page: { limit: rows.length, offset: 0, current: 1, total: 1 }, results: { total: rows.length } } });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body, caller }) => created({ data: currencyResource(await createCurrency(parseOrThrow(newCurrencySchema, body, "").data, caller)) }),
  },
});
