// The Server Functions of the build the server runs, read from `.next/server/server-reference-manifest.json` (the
// framework's own file: a test's and a bench's input, never the shop's), each with a page that has it.
import fs from "node:fs";
import path from "node:path";

export type ServerReference = { id: string; page: string; name?: string };

/** A page path for a worker of the manifest: `app/(storefront)/orders/[id]/page` → `/orders/hostile-x`. */
function pagePath(worker: string): string | undefined {
  if (!worker.startsWith("app/") || !worker.endsWith("/page")) return undefined;
  const segments = worker
    .slice(4, -5)
    .split("/")
    .filter((s) => s && !(s.startsWith("(") && s.endsWith(")")))
    .map((s) => (s.startsWith("[[...") ? "" : s.startsWith("[...") ? "x/y" : s.startsWith("[") ? "hostile-x" : s))
    .filter(Boolean);
  return `/${segments.join("/")}`;
}

/** Every Server Function of the build (its actions and its `'use cache'` reads), each with a page that has it. */
export function buildServerReferences(distDir = ".next"): ServerReference[] {
  const file = path.join(process.cwd(), distDir, "server", "server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { node: Record<string, { workers: Record<string, unknown>; exportedName?: string }> };
  const references: ServerReference[] = [];
  for (const [id, entry] of Object.entries(manifest.node)) {
    const page = Object.keys(entry.workers).map(pagePath).find((p) => p !== undefined);
    if (page) references.push({ id, page, name: entry.exportedName });
  }
  return references;
}

/** The build's `'use cache'` reads: the framework names their references `$$RSC_SERVER_CACHE_<n>`. */
export const cachedReads = (): ServerReference[] => buildServerReferences().filter((r) => r.name?.startsWith("$$RSC_SERVER_CACHE"));
