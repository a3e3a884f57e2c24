import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { getDb } from "@/lib/storage/db";
import { catalogNode } from "@/lib/commerce/catalog/catalog-reads";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params }) => ok({ data: await catalogNode(await getDb(), params.nodeId) }) },
});
