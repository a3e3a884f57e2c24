import { api } from "@/lib/http/api/api";
import { ok } from "@/lib/http/api/response";
import { catalogNode } from "@/lib/commerce/catalog/hierarchy-reads";
import { nodeIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params }) => ok({ data: await catalogNode(nodeIdParam(params.nodeId)) }) },
});
