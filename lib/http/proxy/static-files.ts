// Files served as they are: the build's assets (/_next/static/…), the image optimiser (/_next/image) and the files
// of public/ (the catalog's product pictures). They are only read. The framework answers any other method on such a
// file with a 500 (a POST there is taken for a Server Action of whatever page the path would route to), so the
// proxy (proxy.ts) answers 405 first, and lets reads through without a page's work (nonce, limits).
import fs from "node:fs";
import path from "node:path";
import { plainPage } from "./malformed-path";

const holder = globalThis as unknown as { __cartwrightPublicFiles?: Set<string> };

/** The paths of public/'s files, read once per process ("/products/candle.svg"). */
function publicFiles(): Set<string> {
  if (holder.__cartwrightPublicFiles) return holder.__cartwrightPublicFiles;
  const root = path.join(process.cwd(), "public");
  const files = new Set<string>();
  try {
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.add("/" + path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    }
  } catch {
    // No public/ here: no file of it to guard.
  }
  return (holder.__cartwrightPublicFiles = files);
}

/** Whether `pathname` (as sent; its escapes decode, malformed-path.ts) names a file served as it is. */
export function isStaticFile(pathname: string): boolean {
  if (pathname.startsWith("/_next/static/") || pathname === "/_next/image") return true;
  return publicFiles().has(decodeURIComponent(pathname));
}

export const staticFileMethodNotAllowed = (): Response => plainPage(405, "Method not allowed", "This file can only be read.", { allow: "GET, HEAD" });
