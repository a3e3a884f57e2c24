import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteMembership, getMembership, membershipSchema, parseMembershipInclude, updateMembership } from "@/lib/commerce/accounts/memberships";
import { parseOrThrow } from "@/lib/commerce/validation";
import { membershipIdParams } from "@/lib/http/path-ids";

const membership = (params: Record<string, string>) => membershipIdParams(params.accountId, params.membershipId);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "admin",
    run: async ({ params, query, origin }) => ok(await getMembership(...membership(params), origin, parseMembershipInclude(query.get("include"), "account_member"))),
  },
  PUT: {
    access: "admin",
    run: async ({ params, body, origin }) => {
      const ids = membership(params);
      return ok({ data: await updateMembership(...ids, parseOrThrow(membershipSchema, body, "").data, origin) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteMembership(...membership(params));
      return noContent();
    },
  },
});
