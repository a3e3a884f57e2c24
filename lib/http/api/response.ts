import type { ApiError, ErrorObject } from "@/lib/commerce/errors";

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** A body already rendered as JSON (UTF-8 bytes). */
export function jsonBytes(status: number, bytes: Buffer): Response {
  // As a one-chunk stream: a Response made from bytes copies them first (the fetch spec's body extraction),
  // which for the 131 kB of a 99-line cart cost more than the stream. The framing is unchanged (chunked).
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

/** The contract's error envelope. */
export const errorEnvelope = (errors: ErrorObject[]) => ({ errors });

/** A domain error as the API answers it: its status, the envelope, its headers (Retry-After). */
export const apiErrorResponse = (error: ApiError): Response => json(error.status, errorEnvelope(error.errors), error.headers);

export const ok = (body: unknown) => json(200, body);
export const created = (body: unknown) => json(201, body);
export const noContent = () => new Response(null, { status: 204 });
