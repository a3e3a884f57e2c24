// Request bodies: at most 1 MiB, well-formed JSON, nested at most MAX_DEPTH deep.
import { ApiError } from "@/lib/commerce/errors";
import { sourcePath } from "@/lib/commerce/validation";

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_DEPTH = 32;

const tooLarge = () =>
  new ApiError({ status: 413, title: "Payload Too Large", detail: `The request body is larger than ${MAX_BODY_BYTES} bytes.` });
const badJson = (detail: string) => new ApiError({ status: 400, title: "Bad Request", detail });

export async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function readJson(request: Request): Promise<unknown> {
  return parseJsonBody(await readBodyText(request));
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
