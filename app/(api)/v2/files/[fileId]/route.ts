import { api } from "@/lib/http/api";
import { ok } from "@/lib/http/response";
import { fileResource, findFile } from "@/lib/commerce/catalog/files";
import { getDb } from "@/lib/storage/db";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params, origin }) => ok({ data: fileResource(await findFile(await getDb(), params.fileId), origin) }) },
});
