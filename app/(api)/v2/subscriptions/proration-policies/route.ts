import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { parsePage } from "@/lib/commerce/page";
import { createProrationPolicy, listProrationPolicies } from "@/lib/commerce/subscriptions/proration-policies";
import { prorationPolicyResource } from "@/lib/commerce/subscriptions/resources";
import { createProrationPolicySchema } from "@/lib/commerce/subscriptions/schemas";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ query, request }) => {
      const page = parsePage(query);
      const { rows, total } = await listProrationPolicies(page);
      return ok({ data: rows.map(prorationPolicyResource), ...pageMeta("/v2/subscriptions/proration-policies", page, total, { request, absolute: true }) });
    },
  },
  POST: {
    access: "admin",
    run: async ({ body, caller }) => created({ data: prorationPolicyResource(await createProrationPolicy(caller, parseOrThrow(createProrationPolicySchema, body, ""))) }),
  },
});
