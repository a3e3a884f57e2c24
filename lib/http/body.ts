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

function depthOf(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") max = Math.max(max, ++depth);
    else if (c === "}" || c === "]") depth--;
  }
  return max;
}

export async function readJson(request: Request): Promise<unknown> {
  return parseJsonBody(await readBodyText(request));
}

/** Parses a JSON request body: empty, too deep or malformed → 400 Bad Request. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") throw badJson("The request body is empty; a JSON object with data is expected.");
  if (depthOf(text) > MAX_DEPTH) throw badJson(`The request body is nested deeper than ${MAX_DEPTH} levels.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badJson("The request body is not valid JSON.");
  }
  assertNoNul(value);
  return value;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a body (a value or a key) is refused here,
 * naming where it is, rather than failing in the database.
 */
function assertNoNul(value: unknown, path: (string | number)[] = []): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) {
      throw new ApiError({
        status: 400,
        title: "format",
        detail: "Text may not contain the NUL character (U+0000).",
        source: sourcePath("", path),
        meta: { value: value.slice(0, 200) },
      });
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertNoNul(item, [...path, i]));
    return;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      assertNoNul(key, [...path, key]);
      assertNoNul(item, [...path, key]);
    }
  }
}

export async function readForm(request: Request): Promise<Record<string, string>> {
  const text = await readBodyText(request);
  const type = request.headers.get("content-type") ?? "";
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
