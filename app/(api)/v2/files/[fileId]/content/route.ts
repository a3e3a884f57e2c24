// An uploaded file's bytes (its href): public, as images are; kept for a year by browsers and caches (the bytes
// of an id never change), with its ETag, its own image type and nosniff.
import { api } from "@/lib/http/api/api";
import { uploadedFileContent } from "@/lib/commerce/catalog/files";
import { fileIdParam } from "@/lib/http/path-ids";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "public",
    run: async ({ params, request }) => {
      const { bytes, mimeType, etag } = await uploadedFileContent(fileIdParam(params.fileId));
      const headers = {
        "content-type": mimeType,
        "cache-control": "public, max-age=31536000, immutable",
        etag,
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      };
      if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
      return new Response(new Uint8Array(bytes), { status: 200, headers: { ...headers, "content-length": String(bytes.byteLength) } });
    },
  },
});
