// One catalog search with Typesense's parameters in the query string (docs/catalog.md "Search").
import { api } from "@/lib/http/api/api";
import { searchAnswer } from "@/lib/http/search-answer";
import { parseSearchQuery } from "@/lib/commerce/catalog/search/search-request";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async (call) => {
      const search = parseSearchQuery(call.query);
      return searchAnswer(call, { kind: "single", search });
    },
  },
});
