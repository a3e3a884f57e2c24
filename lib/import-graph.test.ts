// The modules' import graph, type-only imports included (ESLint's import/no-cycle skips those): no circle
// anywhere; components take their types from the domain or lib/shared, never from storage; routes, pages and
// Server Actions never reach storage; the domain reaches the database only through its stores; no SQL outside
// lib/storage; lib/http and lib/web sit below app/ and reach storage only as stated below
// (docs/architecture.md "Rules of the house").
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

const files = [...["app", "lib", "components"].flatMap((dir) => sourceFiles(path.join(root, dir))), path.join(root, "proxy.ts"), path.join(root, "instrumentation.ts")];
const known = new Set(files);

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((candidate) => known.has(candidate));
}

/** Each module's imports of our own modules, `import type` and re-exports included. */
const graph = new Map(
  files.map((file) => {
    const imported = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true).importedFiles;
    return [file, [...new Set(imported.map((i) => resolveImport(file, i.fileName)).filter((f): f is string => f !== undefined))]];
  }),
);

/** The graph's strongly connected components of more than one module (Tarjan): its import circles. */
function circles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

const relative = (file: string) => path.relative(root, file);
const under = (dir: string) => (file: string) => file.startsWith(path.join(root, dir) + path.sep);
const storage = under("lib/storage");

/** A module's import declarations and re-exports: what they name, and whether only types come through. */
function declaredImports(file: string, text = fs.readFileSync(file, "utf8")): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly: statement.isTypeOnly });
    }
  }
  return found;
}

const SQL_PACKAGE = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;
const SCHEMA = path.join(root, "lib/storage/schema.ts");

/** What brings SQL into a module: a SQL package (any import, dynamic ones and types included), or the tables (a value
 * import of lib/storage/schema.ts; its row types may be imported as types). */
function sqlImports(file: string, source = fs.readFileSync(file, "utf8")): string[] {
  const packages = ts.preProcessFile(source, true, true).importedFiles.map((i) => i.fileName).filter((specifier) => SQL_PACKAGE.test(specifier));
  const tables = declaredImports(file, source)
    .filter(({ specifier, typeOnly }) => !typeOnly && schemaSpecifier(file, specifier))
    .map(({ specifier }) => specifier);
  return [...new Set([...packages, ...tables])];
}

/** Whether `specifier`, imported by `file`, names lib/storage/schema.ts (the file need not exist: the test's examples). */
function schemaSpecifier(file: string, specifier: string): boolean {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : undefined;
  return base !== undefined && [base, `${base}.ts`].includes(SCHEMA);
}

describe("the import graph", () => {
  it("finds circles, type-only ones included", () => {
    const a = path.join(root, "a.ts");
    const b = path.join(root, "b.ts");
    const c = path.join(root, "c.ts");
    expect(circles(new Map([[a, [b]], [b, [c]], [c, []]]))).toEqual([]);
    expect(circles(new Map([[a, [b]], [b, [c]], [c, [a]]])).map((circle) => circle.map(relative).sort())).toEqual([["a.ts", "b.ts", "c.ts"]]);
    // `import type` is read as an import.
    const imported = ts.preProcessFile('import type { Page } from "../page";\nexport { x } from "./x";', true, true).importedFiles.map((i) => i.fileName);
    expect(imported).toEqual(["../page", "./x"]);
  });

  it("has no import circle", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph).map((circle) => circle.map(relative).sort().join(" ↔ "))).toEqual([]);
  });

  it("components never import storage", () => {
    const offenders = files
      .filter((file) => file.startsWith(path.join(root, "components") + path.sep))
      .filter((file) => graph.get(file)!.some((target) => target.startsWith(path.join(root, "lib", "storage") + path.sep)));
    expect(offenders.map(relative)).toEqual([]);
  });

  it("routes, pages and Server Actions never import storage", () => {
    // The bench's own routes (route.bench.ts) are built only into the bench's build and measure the floor.
    const offenders = files.filter(under("app")).filter((file) => !file.endsWith(".bench.ts")).filter((file) => graph.get(file)!.some(storage));
    expect(offenders.map(relative)).toEqual([]);
  });

  it("the domain reaches the database only through its stores", () => {
    // No query builder and no connection in lib/commerce: a store (lib/storage/<domain>) reads and writes. Row
    // types may come from storage (`import type`), as the cart rows do.
    const offenders = files.filter(under("lib/commerce")).flatMap((file) =>
      declaredImports(file)
        .filter(({ specifier, typeOnly }) => specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/") || (!typeOnly && /(^@\/lib\/storage|\/storage)\/(db|schema)$/.test(specifier)))
        .map(({ specifier }) => `${relative(file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("has no SQL outside lib/storage", () => {
    // SQL is written with drizzle-orm (its `sql` template included) over pg or PGlite, on the tables of
    // lib/storage/schema.ts: outside lib/storage no module imports those packages, even for types, nor the tables.
    // lib/seed (the demo store and the large catalog, written in bulk at first start and by scripts/seed.ts) still
    // writes its rows itself: the one exception, named here so that it stays the only one.
    const offenders = files.filter((file) => !storage(file) && !under("lib/seed")(file)).flatMap((file) => sqlImports(file).map((specifier) => `${relative(file)} → ${specifier}`));
    expect(offenders).toEqual([]);
  });

  it("lib/http and lib/web never import app/ or components/", () => {
    const offenders = files
      .filter((file) => under("lib/http")(file) || under("lib/web")(file))
      .flatMap((file) => graph.get(file)!.filter((target) => under("app")(target) || under("components")(target)).map((target) => `${relative(file)} → ${relative(target)}`));
    expect(offenders).toEqual([]);
  });

  it("lib/web never imports lib/storage", () => {
    // lib/web (the storefront's cookies, sessions and forms) reads data through the domain; cache tags live with the
    // cached reads in lib/cache/tags.ts, which carries no data.
    const offenders = files
      .filter(under("lib/web"))
      .flatMap((file) => graph.get(file)!.filter(storage).map((target) => `${relative(file)} → ${relative(target)}`));
    expect(offenders).toEqual([]);
  });

  it("lib/http opens the database only at the server's start", () => {
    // Stores open the database; lib/http/lifecycle/server-start.ts opens it at start (migrations), hands it to the
    // demo store's seed, and closes it when the process drains.
    const db = path.join(root, "lib/storage/db.ts");
    const start = path.join(root, "lib/http/lifecycle/server-start.ts");
    const offenders = files.filter((file) => (under("lib/http")(file) || under("lib/web")(file)) && file !== start && graph.get(file)!.includes(db));
    expect(offenders.map(relative)).toEqual([]);
  });

  it("finds SQL by its packages and tables", () => {
    const file = path.join(root, "lib/http/example.ts");
    const found = (source: string) => sqlImports(file, source);
    expect(found('import { sql } from "drizzle-orm";')).toEqual(["drizzle-orm"]);
    expect(found('import type { PgDatabase } from "drizzle-orm/pg-core";')).toEqual(["drizzle-orm/pg-core"]);
    expect(found('const { Pool } = await import("pg");')).toEqual(["pg"]);
    expect(found('import { PGlite } from "@electric-sql/pglite";')).toEqual(["@electric-sql/pglite"]);
    expect(found('import { carts } from "@/lib/storage/schema";')).toEqual(["@/lib/storage/schema"]);
    expect(found('import { carts } from "../storage/schema";')).toEqual(["../storage/schema"]);
    expect(found('import type { CartRow } from "@/lib/storage/schema";\nimport { z } from "zod";\nimport pgp from "pg-promise-like";')).toEqual([]);
  });

  it("the domain reaches carts only through the cart store", () => {
    // lib/commerce asks the cart store (cart-store.ts: add, checkout, change…), never the plain store behind it:
    // the fast layer (fast-cart-store.ts) and the cart's queue would be bypassed.
    const plainStore = path.join(root, "lib/storage/carts/plain-cart-store.ts");
    const offenders = files.filter(under("lib/commerce")).filter((file) => graph.get(file)!.includes(plainStore));
    expect(known.has(plainStore)).toBe(true);
    expect(offenders.map(relative)).toEqual([]);
  });

  it("reads type-only imports as such", () => {
    const file = path.join(root, "lib/commerce/carts/add-plan.ts");
    expect(declaredImports(file).find((i) => i.specifier === "@/lib/storage/carts/cart-store")?.typeOnly).toBe(true);
  });
});
