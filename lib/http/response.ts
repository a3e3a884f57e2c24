export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** A body already rendered as JSON text. */
export function jsonText(status: number, text: string): Response {
  return new Response(text, { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

export const ok = (body: unknown) => json(200, body);
export const created = (body: unknown) => json(201, body);
export const noContent = () => new Response(null, { status: 204 });
