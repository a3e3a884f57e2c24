// Storefront weight and speed: each page route's first-load JavaScript (gzip), from the build output,
// and Lighthouse's performance and accessibility scores for `/`, two product pages, a category page, `/cart` and
// `/checkout` (a cart of three lines), with Lighthouse's own default (mobile, simulated slow 4G) driving Debian's chromium.
// Budgets: ≤ 170 kB first-load JS per storefront route, ≤ 250 kB per admin route (/admin…); performance ≥ 90;
// accessibility 100. The run exits with 1 when a figure is outside its budget.
//
// The admin routes are also weighed as an administrator's browser loads them, signed in: each admin page's HTML
// (fetched with the admin session cookie) names its scripts, whose gzip sizes are added up (signed out, every admin
// page would only redirect to sign-in).
//
//   npm run bench:web                  (builds first when the sources are newer than .next)
//   BENCH_PORT=3208 LIGHTHOUSE_RUNS=3 npm run bench:web
//   WEIGHTS_ONLY=1 npm run bench:web    (first-load JS only, the admin's signed in too; no Lighthouse)
//
// First-load JS of a route = the app's root main files (build-manifest.json `rootMainFiles`) plus every
// chunk its client reference manifest lists for the segments of that route (layouts, page, loading,
// error and not-found boundaries), each counted once, gzip-compressed at level 9 as `next start`
// would send them (it compresses with gzip). Polyfills (`nomodule`) are not loaded by modern browsers
// and are left out. Lighthouse's own count of script bytes sent over the wire is printed beside it.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browser.mjs";
import { ADMIN_COOKIE } from "../lib/http/api/session-cookies";
import { ensureFreshBuild, postJson, startNext, tempDataDir, token } from "./support/servers";
import { median } from "./support/rounds";

const NEXT = ".next";
const BUDGET_KB = 170;
const ADMIN_BUDGET_KB = 250;
const PERFORMANCE_MIN = 90;
const ACCESSIBILITY_MIN = 100;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3208);

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(NEXT, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

type RouteWeight = { route: string; files: number; bytes: number };

/** First-load JS of every page route, from the build output. */
export function firstLoadJs(): RouteWeight[] {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(NEXT, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const appPaths = JSON.parse(fs.readFileSync(path.join(NEXT, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  const out: RouteWeight[] = [];
  for (const [entry, route] of Object.entries(appPaths)) {
    if (!entry.endsWith("/page") || route.startsWith("/_")) continue;
    const manifestFile = path.join(NEXT, "server", "app", `${entry}_client-reference-manifest.js`);
    if (!fs.existsSync(manifestFile)) continue;
    const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
    sandbox.globalThis = sandbox;
    vm.runInNewContext(fs.readFileSync(manifestFile, "utf8"), sandbox);
    const manifest = sandbox.__RSC_MANIFEST?.[entry];
    const files = new Set<string>(buildManifest.rootMainFiles);
    for (const chunks of Object.values(manifest?.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk);
    const js = [...files].filter((f) => f.endsWith(".js"));
    out.push({ route, files: js.length, bytes: js.reduce((sum, f) => sum + gzipSize(f), 0) });
  }
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

type Scores = { performance: number; accessibility: number; scriptKb: number; lcpMs: number; tbtMs: number };

async function audit(url: string, port: number, cookie?: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const summary = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    scriptKb: (summary.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
  };
}


const isAdminRoute = (route: string) => route === "/admin" || route.startsWith("/admin/");

function printWeights(title: string, weights: RouteWeight[], budgetKb: number) {
  console.log(title);
  for (const w of weights) {
    const kb = w.bytes / 1024;
    console.log(`  ${w.route.padEnd(36)} ${kb.toFixed(1).padStart(6)} kB  ${String(w.files).padStart(2)} files  ${kb <= budgetKb ? "ok" : "OVER BUDGET"}`);
    if (kb > budgetKb) process.exitCode = 1;
  }
}

/** The scripts an HTML page loads (its <script src> under /_next/static), as files of .next. */
function pageScripts(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="\/_next\/(static\/[^"?]+\.js)(?:\?[^"]*)?"[^>]*>/g)) {
    if (!/\snoModule/i.test(match[0])) files.add(match[1]);
  }
  return [...files];
}

/**
 * A staff session as a browser without JavaScript gets one: the sign-in form's hidden fields (the Server Action's)
 * posted with the demo owner's e-mail and password; the session cookie it sets.
 */
async function adminSession(base: string): Promise<string> {
  const page = await (await fetch(`${base}/admin/sign-in`)).text();
  const form = new FormData();
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
    form.append(name, (value ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
  }
  form.append("email", "owner@cartwright.test");
  form.append("password", "cartwright-owner");
  const response = await fetch(`${base}/admin/sign-in`, { method: "POST", body: form, headers: { origin: base }, redirect: "manual" });
  const session = response.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith(`${ADMIN_COOKIE}=`));
  if (!session) throw new Error(`admin sign-in: ${response.status} (no session cookie)`);
  return session.slice(ADMIN_COOKIE.length + 1);
}

/**
 * Each admin page as a signed-in administrator's browser first loads it: the scripts its HTML names, gzip. An order
 * (placed through the API) gives the order's pages, its confirmation the e-mail's.
 */
async function signedInAdminWeights(base: string): Promise<RouteWeight[]> {
  const implicit = await token(base);
  const cartId = `bench-admin-${Date.now()}`;
  const added = await postJson(base, `/v2/carts/${cartId}/items`, implicit, { data: { type: "cart_item", sku: "MUG-CERAMIC", quantity: 1 } });
  if (added.status !== 201) throw new Error(`admin order cart: ${added.status} ${added.text}`);
  const address = { first_name: "Ada", last_name: "Lovelace", line_1: "12 St James's Square", city: "London", postcode: "SW1Y 4JH", country: "GB" };
  const placed = await postJson(base, `/v2/carts/${cartId}/checkout`, implicit, {
    data: { customer: { name: "Ada Lovelace", email: "ada@example.com" }, billing_address: address, shipping_address: address },
  });
  if (placed.status !== 201) throw new Error(`admin order: ${placed.status} ${placed.text}`);
  const orderId = placed.body.data.id as string;
  const cookie = `${ADMIN_COOKIE}=${await adminSession(base)}`;
  const html = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`, { headers: { cookie }, redirect: "manual" });
    if (response.status !== 200) throw new Error(`${pathname}: ${response.status} (not signed in?)`);
    return response.text();
  };
  const emailId = /href="\/admin\/emails\/([^"?]+)"/.exec(await html("/admin/emails"))?.[1];
  const routes: [label: string, pathname: string][] = [
    ...firstLoadJs()
      .map((w) => w.route)
      .filter((route) => isAdminRoute(route) && !route.includes("[") && route !== "/admin/sign-in")
      .map((route): [string, string] => [route, route]),
    ["/admin/orders/[id]", `/admin/orders/${orderId}`],
    ["/admin/orders/[id]/packing-slip", `/admin/orders/${orderId}/packing-slip`],
    ...(emailId ? [["/admin/emails/[id]", `/admin/emails/${emailId}`] as [string, string]] : []),
  ];
  const out: RouteWeight[] = [];
  for (const [route, pathname] of routes) {
    const files = pageScripts(await html(pathname));
    out.push({ route: `${route} (signed in)`, files: files.length, bytes: files.reduce((sum, f) => sum + gzipSize(f), 0) });
  }
  return out;
}

async function main() {
  ensureFreshBuild();
  const weights = firstLoadJs();
  printWeights(`First-load JS per storefront route (gzip, from .next; budget ${BUDGET_KB} kB)`, weights.filter((w) => !isAdminRoute(w.route)), BUDGET_KB);
  printWeights(
    `\nAdmin first-load JS ≤ ${ADMIN_BUDGET_KB} kB per route (gzip, from .next)`,
    weights.filter((w) => isAdminRoute(w.route)),
    ADMIN_BUDGET_KB,
  );

  const weightsOnly = process.env.WEIGHTS_ONLY === "1";
  const chromePath = findChromium();
  if (!chromePath && !weightsOnly) throw new Error("No chromium: set CHROMIUM_PATH or apt-get install -y chromium");
  const dataDir = tempDataDir("cartwright-bench-web");
  const server = await startNext(PORT, { DATA_DIR: dataDir, DEMO_STORE: "on" });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: { label: string; runs: Scores[] }[] = [];
  try {
    printWeights(
      `\nAdmin first-load JS ≤ ${ADMIN_BUDGET_KB} kB per route, signed in (gzip, the scripts each page's HTML loads)`,
      await signedInAdminWeights(server.base),
      ADMIN_BUDGET_KB,
    );
    if (weightsOnly) return;
    chrome = await chromeLauncher.launch({ chromePath: chromePath!, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] });
    const browser = chrome;
    // A cart of three lines (one personalised, one bundle) for /cart.
    const cartId = `bench-web-${Date.now()}`;
    const added = await postJson(server.base, `/v2/carts/${cartId}/items`, await token(server.base), {
      data: [
        { type: "cart_item", sku: "MUG-CERAMIC", quantity: 2 },
        { type: "cart_item", sku: "BOTTLE-ENGRAVED", quantity: 1, custom_inputs: { engraving: "Ada" } },
        { type: "cart_item", sku: "BUNDLE-EVENING", quantity: 1 },
      ],
    });
    if (added.status !== 201) throw new Error(`cart: ${added.status} ${added.text}`);
    const targets = [
      { label: "/", url: `${server.base}/` },
      { label: "/products/engraved-water-bottle", url: `${server.base}/products/engraved-water-bottle` },
      { label: "/products/cosy-evening-bundle", url: `${server.base}/products/cosy-evening-bundle` },
      { label: "/categories/kitchen", url: `${server.base}/categories/kitchen` },
      { label: "/cart (3 lines)", url: `${server.base}/cart`, cookie: `cw_cart=${cartId}` },
      { label: "/checkout (3 lines)", url: `${server.base}/checkout`, cookie: `cw_cart=${cartId}` },
    ];
    for (const target of targets) {
      await audit(target.url, browser.port, target.cookie); // warm the server's caches; not counted
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(target.url, browser.port, target.cookie));
      rows.push({ label: target.label, runs });
    }
  } finally {
    await chrome?.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse ${RUNS} runs each (median; mobile, simulated throttling; budgets performance ≥ ${PERFORMANCE_MIN}, accessibility ≥ ${ACCESSIBILITY_MIN})`);
  console.log(`  ${"page".padEnd(34)} perf  a11y  LCP ms  TBT ms  script kB on the wire`);
  for (const row of rows) {
    const perf = median(row.runs.map((r) => r.performance));
    const a11y = median(row.runs.map((r) => r.accessibility));
    const ok = perf >= PERFORMANCE_MIN && a11y >= ACCESSIBILITY_MIN ? "ok" : "BELOW BUDGET";
    if (ok !== "ok") process.exitCode = 1;
    console.log(
      `  ${row.label.padEnd(34)} ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${median(row.runs.map((r) => r.lcpMs)).toFixed(0).padStart(6)}  ${median(row.runs.map((r) => r.tbtMs)).toFixed(0).padStart(6)}  ${median(row.runs.map((r) => r.scriptKb)).toFixed(1).padStart(6)}  ${ok}  (perf runs: ${row.runs.map((r) => r.performance).join(", ")})`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
