// How much of Elastic Path's API Cartwright serves: the operations of EP's OpenAPI documents kept in the repository
// (tests/openapi/ep-2025, EP's overrides left out) against the API's route files (app/(api)/…/route.ts). An
// operation is served when a route's URL matches its path segment by segment (a literal segment equal to EP's
// literal, a dynamic `[x]` where EP has `{y}`; a catch-all matches nothing) and the route defines the method. An
// operation two documents both list is counted once. docs/compatibility.md "How much of EP's API".
//
//   npx tsx scripts/ep-operations.ts              (the totals, per document)
//   npx tsx scripts/ep-operations.ts --missing    (and every operation not served, per document)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DOCUMENTS = path.join(ROOT, "tests/openapi/ep-2025");
const ROUTES = path.join(ROOT, "app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

export type Operation = { document: string; method: Method; path: string };
export type Route = { segments: string[]; methods: Set<Method> };

/** The operations of EP's documents, each (method, path) once, in the documents' order. */
export function epOperations(dir = DOCUMENTS): Operation[] {
  const seen = new Set<string>();
  const out: Operation[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".yaml") && !f.startsWith("overrides-")).sort()) {
    const doc = parse(fs.readFileSync(path.join(dir, file), "utf8")) as { servers?: { url: string }[]; paths?: Record<string, Record<string, unknown>> };
    // A document's paths are under its server's path (`https://useast.api.elasticpath.com/v2`: `/v2`).
    const base = doc.servers?.[0] ? new URL(doc.servers[0].url).pathname.replace(/\/+$/, "") : "";
    for (const [relative, item] of Object.entries(doc.paths ?? {})) {
      const url = `${base}${relative}`;
      for (const method of METHODS) {
        if (!item[method.toLowerCase()]) continue;
        const key = `${method} ${shape(url)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ document: file.replace(/\.yaml$/, ""), method, path: url });
      }
    }
  }
  return out;
}

/** A path's shape: its parameters' names do not matter. */
const shape = (url: string) => segmentsOf(url).map((s) => (isParam(s) ? "{}" : s)).join("/");
const segmentsOf = (url: string) => url.split("/").filter(Boolean);
const isParam = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** The methods a route file defines: the keys of its `api({ … })` endpoints, or its exported handlers. */
export function routeMethods(source: string): Set<Method> {
  const methods = new Set<Method>();
  for (const method of METHODS) {
    if (new RegExp(`^\\s+${method}\\s*:`, "m").test(source) || new RegExp(`export (async )?function ${method}\\b`).test(source)) methods.add(method);
  }
  return methods;
}

/** Every route file under `app/`, as its URL's segments (route groups left out) and the methods it defines. */
export function apiRoutes(dir = ROUTES): Route[] {
  const out: Route[] = [];
  const walk = (folder: string, segments: string[]) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const group = /^\(.*\)$/.test(entry.name);
        walk(path.join(folder, entry.name), group ? segments : [...segments, entry.name]);
      } else if (entry.name === "route.ts") {
        out.push({ segments, methods: routeMethods(fs.readFileSync(path.join(folder, entry.name), "utf8")) });
      }
    }
  };
  walk(dir, []);
  return out;
}

/** Whether a route's URL matches EP's path segment by segment. */
export function matches(route: Route["segments"], url: string): boolean {
  const ep = segmentsOf(url);
  if (ep.length !== route.length) return false;
  return ep.every((segment, i) => {
    const ours = route[i];
    if (ours.startsWith("[...") || ours.startsWith("[[...")) return false;
    return isParam(segment) ? /^\[[^.\]][^\]]*\]$/.test(ours) : ours === segment;
  });
}

export function served(operation: Operation, routes: Route[]): boolean {
  return routes.some((route) => route.methods.has(operation.method) && matches(route.segments, operation.path));
}

export function countServed(operations = epOperations(), routes = apiRoutes()) {
  const perDocument = new Map<string, { served: number; total: number; missing: Operation[] }>();
  for (const operation of operations) {
    const tally = perDocument.get(operation.document) ?? { served: 0, total: 0, missing: [] };
    tally.total += 1;
    if (served(operation, routes)) tally.served += 1;
    else tally.missing.push(operation);
    perDocument.set(operation.document, tally);
  }
  const all = [...perDocument.values()];
  return { served: all.reduce((n, t) => n + t.served, 0), total: operations.length, perDocument };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { served: n, total, perDocument } = countServed();
  const listMissing = process.argv.includes("--missing");
  for (const [document, tally] of perDocument) {
    console.log(`${document.padEnd(20)} ${String(tally.served).padStart(3)} of ${String(tally.total).padStart(3)}`);
    if (listMissing) for (const op of tally.missing) console.log(`    missing  ${op.method.padEnd(6)} ${op.path}`);
  }
  console.log(`EP operations served: ${n} of ${total}`);
}
