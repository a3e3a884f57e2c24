// EP's catalog search: several Typesense-shaped searches in one request (docs/catalog.md "Search").
import { api } from "@/lib/http/api/api";
import { searchAnswer } from "@/lib/http/search-answer";
import { parseMultiSearchBody } from "@/lib/commerce/catalog/search/search-request";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "token",
    run: async (call) => {
      const searches = parseMultiSearchBody(call.body);
      return searchAnswer(call, { kind: "multi", searches });
    },
  },
});
