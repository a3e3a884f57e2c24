import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { listCurrencies } from "@/lib/commerce/currencies/currencies";
import { currencyResource } from "@/lib/commerce/currencies/currency-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async () => {
      const rows = await listCurrencies();
      return ok({ data: rows.map(currencyResource), meta: { page: { limit: rows.length, offset: 0, current: 1, total: 1 }, results: { total: rows.length } } });
    },
  },
});
