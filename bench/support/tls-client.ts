// The client side of `npm run test:tls` (bench/tls-proxy.ts starts it): EP's clients over https through the
// TLS-terminating proxy, trusting the proxy's local CA through NODE_EXTRA_CA_CERTS (read by Node at start, hence
// a process of its own). Checks that what a client on another origin reads comes out right: absolute https URLs,
// Secure cookies, CORS. Prints one line per check and exits 1 when one failed.
import { gateway, MemoryStorageFactory } from "@elasticpath/js-sdk";
import { createClient, getAllFiles, getByContextAllProducts, manageCarts } from "@epcc-sdk/sdks-shopper";
import { DEMO_IDS } from "@/lib/seed/demo-ids";

const BASE = process.env.TLS_BASE!; // https://localhost:<port>
const ALLOWED_ORIGIN = process.env.TLS_CORS_ORIGIN!;
const CLIENT_ID = process.env.STORE_CLIENT_ID ?? "cartwright-dev-client";
const DEMO = { email: "demo@cartwright.test", password: "cartwright-demo" };

let passed = 0;
let failed = 0;
function check(what: string, held: boolean, detail = "") {
  if (held) passed += 1;
  else failed += 1;
  console.log(`${held ? "ok    " : "FAILED"} ${what}${detail && !held ? `: ${detail}` : ""}`);
}

/** Every `href` (and catalog page link) in a JSON document. */
function linksOf(value: unknown, key = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => linksOf(v));
  if (value === null || typeof value !== "object") return key === "href" && typeof value === "string" ? [value] : [];
  return Object.entries(value).flatMap(([k, v]) => (k === "links" && v && typeof v === "object" ? Object.values(v).filter((l): l is string => typeof l === "string") : linksOf(v, k)));
}

async function untilHealthy() {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${BASE}/healthz`);
      if (response.status === 200) return response;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error("the proxy did not answer /healthz with 200");
    await new Promise((r) => setTimeout(r, 250));
  }
}

const unescapeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The sign-in page's form as a browser without scripts submits it: its hidden fields, with the email and password. */
async function signInWithoutScripts(): Promise<Response> {
  const page = await fetch(`${BASE}/account/sign-in`);
  const html = await page.text();
  const form = (html.match(/<form[\s\S]*?<\/form>/g) ?? []).find((f) => f.includes('name="email"')) ?? "";
  const body = new FormData();
  for (const input of form.match(/<input[^>]*>/g) ?? []) {
    const name = /\sname="([^"]*)"/.exec(input)?.[1];
    if (!name || !/type="hidden"/.test(input)) continue;
    body.append(unescapeHtml(name), unescapeHtml(/\svalue="([^"]*)"/.exec(input)?.[1] ?? ""));
  }
  body.append("email", DEMO.email);
  body.append("password", DEMO.password);
  return fetch(`${BASE}/account/sign-in`, { method: "POST", body, redirect: "manual", headers: { origin: BASE } });
}

async function main() {
  const health = await untilHealthy();
  check("GET /healthz over https through the proxy: 200", health.status === 200);
  check("answers over https carry Strict-Transport-Security", /max-age=\d+/.test(health.headers.get("strict-transport-security") ?? ""));

  // EP's js-sdk takes a shopper's token over https.
  const sdk = gateway({ client_id: CLIENT_ID, host: new URL(BASE).host, ...({ protocol: "https" } as object), storage: new MemoryStorageFactory(), fetchMaxAttempts: 1 });
  const auth = await sdk.Authenticate();
  check("@elasticpath/js-sdk authenticates over https (implicit)", typeof auth.access_token === "string" && auth.access_token.length > 0);

  // EP's shopper SDK, set up as EP's storefront sets it up.
  const client = createClient({ baseUrl: BASE });
  client.interceptors.request.use((request) => {
    request.headers.set("Authorization", `Bearer ${auth.access_token}`);
    return request;
  });
  const https = (links: string[]) => links.length > 0 && links.every((link) => link.startsWith(`${BASE}/`));

  // What the SDK read (its `data`: the answer's body, dates made Date objects).
  const products = (await getByContextAllProducts({ client, query: { include: ["main_image"], "page[limit]": 3 } } as never)) as { data: unknown };
  const productLinks = linksOf(products.data);
  check(`catalog products: ${productLinks.length} links and image URLs, all ${BASE}/…`, https(productLinks), productLinks.filter((l) => !l.startsWith(`${BASE}/`)).join(", "));

  const files = (await getAllFiles({ client } as never)) as { data: unknown };
  const fileLinks = linksOf(files.data);
  check(`files: ${fileLinks.length} URLs, all ${BASE}/…`, https(fileLinks), fileLinks.filter((l) => !l.startsWith(`${BASE}/`)).join(", "));

  const added = (await manageCarts({ client, path: { cartID: `tls-${Date.now()}` }, body: { data: { type: "cart_item", id: DEMO_IDS.mug, quantity: 1 } } } as never)) as {
    response: Response;
    data?: { data?: { image?: { href?: string } }[] };
  };
  const image = added.data?.data?.[0]?.image?.href ?? "";
  check(`a cart item's image: ${image}`, added.response.status === 201 && image.startsWith(`${BASE}/products/`));

  // CORS: a storefront on another origin may call the API from a browser; another origin may not.
  const allowed = await fetch(`${BASE}/catalog/products?page[limit]=1`, { headers: { origin: ALLOWED_ORIGIN, authorization: `Bearer ${auth.access_token}` } });
  check(`CORS: an allowed origin's request is granted (Access-Control-Allow-Origin: ${allowed.headers.get("access-control-allow-origin")})`, allowed.headers.get("access-control-allow-origin") === ALLOWED_ORIGIN);
  const preflight = await fetch(`${BASE}/v2/carts/any/items`, {
    method: "OPTIONS",
    headers: { origin: ALLOWED_ORIGIN, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type,x-moltin-currency" },
  });
  const allowedHeaders = (preflight.headers.get("access-control-allow-headers") ?? "").toLowerCase();
  check(
    `CORS: the preflight of an add to cart is granted (${preflight.status}, methods ${preflight.headers.get("access-control-allow-methods")})`,
    preflight.status === 204 &&
      preflight.headers.get("access-control-allow-origin") === ALLOWED_ORIGIN &&
      /\bPOST\b/.test(preflight.headers.get("access-control-allow-methods") ?? "") &&
      ["authorization", "content-type", "x-moltin-currency"].every((h) => allowedHeaders.includes(h)),
  );
  const foreign = await fetch(`${BASE}/catalog/products?page[limit]=1`, { headers: { origin: "https://elsewhere.example", authorization: `Bearer ${auth.access_token}` } });
  check("CORS: another origin is not granted", foreign.headers.get("access-control-allow-origin") === null);

  // Cookies: the demo shopper signs in on the storefront's page (as a browser without scripts would); the session cookie is Secure.
  const signedIn = await signInWithoutScripts();
  const cookies = signedIn.headers.getSetCookie();
  const session = cookies.find((c) => c.startsWith("cw_account="));
  check(`signing in sets the session cookie Secure and HttpOnly (${signedIn.status})`, Boolean(session && /;\s*Secure/i.test(session) && /;\s*HttpOnly/i.test(session)), cookies.join(" | ") || "no Set-Cookie");

  console.log(`tls: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log(`tls: ${passed} passed, ${failed + 1} failed`);
  process.exit(1);
});
