// Request bodies: at most 1 MiB (an image upload: the file's limit and its form), well-formed JSON, nested at most MAX_DEPTH deep.
import { ApiError } from "@/lib/commerce/errors";
import { sourcePath } from "@/lib/commerce/validation";
import { MAX_FILE_BYTES } from "@/lib/commerce/catalog/image-type";

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_DEPTH = 32;

const tooLarge = (limit = MAX_BODY_BYTES) =>
  new ApiError({ status: 413, title: "Payload Too Large", detail: `The request body is larger than ${limit} bytes.` });
const badJson = (detail: string) => new ApiError({ status: 400, title: "Bad Request", detail });

/** The body's bytes; more than `limit` (declared or sent) → 413, and the rest is not read. */
export async function readBodyBytes(request: Request, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readBodyText(request: Request): Promise<string> {
  return (await readBodyBytes(request)).toString("utf8");
}

/**
 * Parses a JSON request body: empty, malformed or too deep → 400 Bad Request; a NUL or text that is not
 * well-formed UTF-16 (a lone surrogate, `"\ud800"`) anywhere → 400 format.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") throw badJson("The request body is empty; a JSON object with data is expected.");
  let value: unknown;
  try {
    // V8 parses any depth without recursing; the walk below refuses what is too deep before anything else recurses.
    value = JSON.parse(text);
  } catch {
    throw badJson("The request body is not valid JSON.");
  }
  const refused = refusedValue(value, 1);
  if (refused) throw refusal(refused);
  return value;
}

/** Where a body is refused: innermost first (keys and indexes from the refused value up to the root). */
type Refusal = { kind: "deep" } | { kind: "text"; text: string; path: (string | number)[] };

/** Text the store cannot keep: U+0000 (PostgreSQL text cannot) or a lone surrogate (no UTF-8 for it). */
export const isUnstorableText = (text: string): boolean => text.includes("\u0000") || !text.isWellFormed();

/** What a refusal says about unstorable text. */
export const UNSTORABLE_TEXT_DETAIL = "Text may not contain the NUL character (U+0000) or unpaired UTF-16 surrogates.";

/**
 * A value nested deeper than MAX_DEPTH, or unstorable text (isUnstorableText), anywhere in
 * the body, keys included; undefined when there is none. The path is built only for a refusal.
 */
function refusedValue(value: unknown, depth: number): Refusal | undefined {
  if (typeof value === "string") return isUnstorableText(value) ? { kind: "text", text: value, path: [] } : undefined;
  if (value === null || typeof value !== "object") return undefined;
  if (depth > MAX_DEPTH) return { kind: "deep" };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const refused = refusedValue(value[i], depth + 1);
      if (refused) return refused.kind === "text" ? { ...refused, path: [...refused.path, i] } : refused;
    }
    return undefined;
  }
  for (const key in value) {
    const refused = isUnstorableText(key) ? { kind: "text" as const, text: key, path: [] } : refusedValue((value as Record<string, unknown>)[key], depth + 1);
    if (refused) return refused.kind === "text" ? { ...refused, path: [...refused.path, key] } : refused;
  }
  return undefined;
}

function refusal(refused: Refusal): ApiError {
  if (refused.kind === "deep") return badJson(`The request body is nested deeper than ${MAX_DEPTH} levels.`);
  return new ApiError({
    status: 400,
    title: "format",
    detail: UNSTORABLE_TEXT_DETAIL,
    source: sourcePath("", [...refused.path].reverse()).toWellFormed(),
    meta: { value: refused.text.slice(0, 200).toWellFormed() },
  });
}

/** A form's text fields: urlencoded, JSON, or multipart (its file parts are not read). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const text = await readBodyText(request);
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) {
    const form = await new Response(text, { headers: { "content-type": type } }).formData().catch(() => {
      throw badJson("The request body is not a valid multipart form.");
    });
    return Object.fromEntries([...form.entries()].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
  }
  if (type.includes("application/json")) {
    try {
      const parsed = JSON.parse(text);
      return Object.fromEntries(Object.entries(parsed ?? {}).map(([k, v]) => [k, String(v)]));
    } catch {
      throw badJson("The request body is not valid JSON.");
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** An upload's body (POST /v2/files): the file of MAX_FILE_BYTES and a little room for the form around it. */
export const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024;

export type UploadForm = { fields: Record<string, string>; file?: { name: string; type: string; bytes: Uint8Array } };

/** A multipart form of at most MAX_UPLOAD_BODY_BYTES: its text fields and its `file` part; other bodies as readForm. */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data")) return { fields: await readForm(request) };
  const bytes = await readBodyBytes(request, MAX_UPLOAD_BODY_BYTES);
  const form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData().catch(() => {
    throw badJson("The request body is not a valid multipart form.");
  });
  const fields = Object.fromEntries([...form.entries()].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
  const file = form.get("file");
  if (file === null || typeof file === "string") return { fields };
  return { fields, file: { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) } };
}
