import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteProrationPolicy, findProrationPolicy, updateProrationPolicy } from "@/lib/commerce/subscriptions/proration-policies";
import { prorationPolicyResource } from "@/lib/commerce/subscriptions/resources";
import { updateProrationPolicySchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params }) => ok({ data: prorationPolicyResource(await findProrationPolicy(params.prorationPolicyId)) }),
  },
  PUT: {
    access: "admin",
    run: async ({ body, caller, params }) =>
      ok({ data: prorationPolicyResource(await updateProrationPolicy(caller, params.prorationPolicyId, parseOrThrow(updateProrationPolicySchema, body, ""))) }),
  },
  DELETE: {
    access: "admin",
    run: async ({ caller, params }) => {
      await deleteProrationPolicy(caller, params.prorationPolicyId);
      return noContent();
    },
  },
});
