import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteDunningRule, findDunningRule, updateDunningRule } from "@/lib/commerce/subscriptions/dunning-rules";
import { dunningRuleResource } from "@/lib/commerce/subscriptions/resources";
import { updateDunningRuleSchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => ok({ data: dunningRuleResource(await findDunningRule(params.dunningRuleId)) }),
  },
  PUT: {
    access: "admin",
    run: async ({ body, caller, params }) => {
      const { data } = parseOrThrow(updateDunningRuleSchema, body, "");
      return ok({ data: dunningRuleResource(await updateDunningRule(caller, params.dunningRuleId, data.id, data.attributes)) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ caller, params }) => {
      await deleteDunningRule(caller, params.dunningRuleId);
      return noContent();
    },
  },
});
