import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { createDunningRule, listDunningRules } from "@/lib/commerce/subscriptions/dunning-rules";
import { dunningRuleResource } from "@/lib/commerce/subscriptions/resources";
import { createDunningRuleSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request }) => {
      const page = parsePage(query);
      const { rows, total } = await listDunningRules(page);
      return ok({ data: rows.map(dunningRuleResource), ...pageMeta("/v2/subscriptions/dunning-rules", page, total, { request, absolute: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body, caller }) => created({ data: dunningRuleResource(await createDunningRule(caller, parseOrThrow(createDunningRuleSchema, body, "").data.attributes)) }),
  },
});
