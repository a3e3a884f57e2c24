// The framework floor of `npm run bench:cart`: Next route handlers that read the request and answer
// with precomputed bytes (a real add-to-cart response), so the bench can tell what Next itself costs
// from what the app adds. Inert (404) unless the server was started with BENCH_FLOOR_FILE (the bytes).
import fs from "node:fs";

let bytes: Buffer | undefined;

const notFound = (request: Request) =>
  new Response(JSON.stringify({ errors: [{ status: 404, title: "Not Found", detail: `No API resource at ${new URL(request.url).pathname}.` }] }), {
    status: 404,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

export async function floorResponse(request: Request): Promise<Response> {
  const file = process.env.BENCH_FLOOR_FILE;
  if (!file || request.method !== "POST") return notFound(request);
  bytes ??= fs.readFileSync(file);
  await request.text();
  return new Response(new Uint8Array(bytes), { status: 201, headers: { "content-type": "application/json; charset=utf-8" } });
}
