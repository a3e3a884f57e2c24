// The docs name real files: every repository path in README.md and docs/**/*.md exists (or, with a glob, matches a
// file), every relative link leads somewhere, and every file named alone (`add-items.ts`) is some file of the
// repository. A rename or a deletion that leaves a doc behind fails here, naming the doc, its line and the path.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function filesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(relative, found);
    else found.push(relative);
  }
  return found;
}

const TOP_DIRS = ["app", "bench", "components", "docs", "drizzle", "e2e", "emails", "lib", "public", "scripts", "tests"];
const repoFiles = [...fs.readdirSync(root).filter((name) => fs.statSync(path.join(root, name)).isFile()), ...TOP_DIRS.flatMap((dir) => filesUnder(dir))];
const baseNames = new Set(repoFiles.map((file) => path.posix.basename(file)));

/** Paths the docs name that are made by running something (git ignores them). */
const GENERATED = ["bench/results/"];
/** File names the docs use for what is not a file of this repository: the framework's conventions, examples. */
const NOT_REPO_FILES = new Set(["Next.js", "loading.tsx", "your-client.js"]);

// A segment: word characters, dots, dashes, `*` of a glob, or a whole `(group)` / `[param]` of the App Router.
const SEGMENT = String.raw`(?:[\w.*@+-]|\([\w.-]+\)|\[[\w.-]+\])+`;
const REPO_PATH = new RegExp(String.raw`(?<![\w/.@<>-])((?:${TOP_DIRS.join("|")})(?:/${SEGMENT})+/?)`, "g");
const FILE_NAME = new RegExp(String.raw`(?<![\w/.@<>*\[-])([\w.-]+\.(?:tsx?|mts|mjs|cjs|js|md|json|sql|css))(?![\w/])`, "g");
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

type Mention = { doc: string; line: number; text: string };

const docs = ["README.md", ...filesUnder("docs").filter((file) => file.endsWith(".md"))];
const lines = docs.flatMap((doc) => fs.readFileSync(path.join(root, doc), "utf8").split("\n").map((text, n) => ({ doc, line: n + 1, text })));
const mentions = (pattern: RegExp): Mention[] => lines.flatMap(({ doc, line, text }) => [...text.matchAll(pattern)].map((m) => ({ doc, line, text: m[1]!.replace(/\.$/, "") })));
const where = (m: Mention) => `${m.doc}:${m.line} ${m.text}`;

function globPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*\*\//g, "\0").replace(/\*/g, "[^/]*").replace(/\0/g, "(?:.*/)?");
  return new RegExp(`^${escaped}$`);
}

function pathExists(mentioned: string): boolean {
  if (GENERATED.some((generated) => mentioned.startsWith(generated))) return true;
  if (mentioned.includes("*")) return repoFiles.some((file) => globPattern(mentioned).test(file));
  return fs.existsSync(path.join(root, mentioned));
}

describe("the docs point at real files", () => {
  it("finds the paths it checks (the patterns still match how the docs write them)", () => {
    expect(mentions(REPO_PATH).map((m) => m.text)).toEqual(expect.arrayContaining(["lib/http/limits/page-admission.ts", "app/(api)/v2/promotions/[promotionId]/route.ts", "app/(api)/**/route.ts"]));
    expect(mentions(FILE_NAME).map((m) => m.text)).toContain("add-items.ts");
  });

  it("every repository path in README.md and docs/ exists", () => {
    expect(mentions(REPO_PATH).filter((m) => !pathExists(m.text)).map(where)).toEqual([]);
  });

  it("every file named alone is a file of the repository", () => {
    expect(mentions(FILE_NAME).filter((m) => !baseNames.has(m.text) && !NOT_REPO_FILES.has(m.text)).map(where)).toEqual([]);
  });

  it("every relative link leads to a file or folder", () => {
    const links = mentions(LINK).filter((m) => !/^[a-z]+:/i.test(m.text));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((m) => !fs.existsSync(path.join(root, path.dirname(m.doc), m.text))).map(where)).toEqual([]);
  });

  it("a glob matches the files it names and no others", () => {
    expect(pathExists("tests/api/*-sql.test.ts")).toBe(true);
    expect(pathExists("tests/api/*-no-such.test.ts")).toBe(false);
    expect(pathExists("lib/**/import-graph.test.ts")).toBe(true);
    expect(pathExists("lib/http/no-such-module.ts")).toBe(false);
  });
});
