import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteFile, findFile } from "@/lib/commerce/catalog/files";
import { fileResource } from "@/lib/commerce/catalog/file-resource";
import { fileIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "token", run: async ({ params, origin }) => ok({ data: fileResource(await findFile(fileIdParam(params.fileId)), origin) }) },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteFile(fileIdParam(params.fileId));
      // No product shows it (else 409), so no catalog answer changes.
      return noContent();
    },
  },
});
