export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** A body already rendered as JSON (UTF-8 bytes). */
export function jsonBytes(status: number, bytes: Buffer): Response {
  // A Buffer is a Uint8Array over an ArrayBuffer (never a SharedArrayBuffer): sent as it is, uncopied.
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

export const ok = (body: unknown) => json(200, body);
export const created = (body: unknown) => json(201, body);
export const noContent = () => new Response(null, { status: 204 });
