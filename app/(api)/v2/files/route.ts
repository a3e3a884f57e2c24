import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { readUploadForm } from "@/lib/http/api/body";
import { parsePage } from "@/lib/commerce/catalog/products";
import { createFileFromLocation, fileLocationSchema, listFiles, uploadImage } from "@/lib/commerce/catalog/files";
import { fileResource } from "@/lib/commerce/catalog/file-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ query, request, origin }) => {
      const page = parsePage(query);
      const { rows, total } = await listFiles(page);
      return ok({ data: rows.map((row) => fileResource(row, origin)), ...pageMeta("/v2/files", page, total, { request, absolute: true }) });
    },
  },
  POST: {
    access: "admin",
    body: false,
    run: async ({ request, origin }) => {
      // EP takes a multipart form: the image itself as `file`, or a file hosted elsewhere named by `file_location`.
      const { fields, file } = await readUploadForm(request);
      if (file) return created({ data: fileResource(await uploadImage(file), origin) });
      const input = parseOrThrow(fileLocationSchema, fields, "");
      return created({ data: fileResource(await createFileFromLocation(input), origin) });
    },
  },
});
