import { api } from "@/lib/http/api";
import { created } from "@/lib/http/response";
import { getDb } from "@/lib/storage/db";
import { catalogChanged } from "@/lib/http/catalog-cache";
import { buildChildProducts, buildJobResource } from "@/lib/commerce/catalog/variations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: { access: "admin", body: "optional", run: async ({ params }) => catalogChanged(created({ data: buildJobResource(await buildChildProducts(await getDb(), params.productId)) })) },
});
