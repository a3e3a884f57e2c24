// The framework floor of `npm run bench:cart`: a bare Next route handler that reads the request and
// answers with precomputed bytes (a real add-to-cart response), so the bench can tell what Next itself
// costs from what the app adds. Inert unless the server was started with BENCH_FLOOR_FILE (the bytes).
// Under /v2 so that it is routed like the API (the page proxy skips it).
import fs from "node:fs";

let bytes: Buffer | undefined;

const notFound = () =>
  new Response(JSON.stringify({ errors: [{ status: 404, title: "Not Found", detail: "No API resource at /v2/bench/floor." }] }), {
    status: 404,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

export async function POST(request: Request): Promise<Response> {
  const file = process.env.BENCH_FLOOR_FILE;
  if (!file) return notFound();
  bytes ??= fs.readFileSync(file);
  await request.text();
  return new Response(new Uint8Array(bytes), { status: 201, headers: { "content-type": "application/json; charset=utf-8" } });
}

export const GET = async () => notFound();
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
