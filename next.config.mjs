import { fileURLToPath } from "node:url";

// The bench's own build (`npm run bench:cart`) adds its framework-floor routes (`route.bench.ts` under
// app/(bench)) and goes to its own folder; the product's `next build` never contains them.
const benchBuild = process.env.CARTWRIGHT_BENCH_BUILD === "1";

// HSTS in production builds (browsers ignore it over plain HTTP): HSTS_MAX_AGE seconds, default two
// years; 0 leaves the header out (a store served over HTTP only, or one whose proxy sets it).
const hstsMaxAge = Number(process.env.HSTS_MAX_AGE ?? 63072000);
const hsts =
  process.env.NODE_ENV === "production" && hstsMaxAge > 0 ? [{ key: "Strict-Transport-Security", value: `max-age=${hstsMaxAge}; includeSubDomains` }] : [];

/** @type {import('next').NextConfig} */
const nextConfig = {
  agentRules: false,
  // Catalog reads are cached with the framework's own `'use cache'` (lib/cache/storefront-catalog.ts), in a bounded
  // store whose invalidations reach every instance (lib/storage/use-cache/handler.mjs). Pages are rendered for each
  // request: their CSP nonce is the request's own. The directive without the rest of Cache Components
  // (`experimental.useCache`): under `cacheComponents` an unknown product or category would answer 200, not 404
  // (vercel/next.js issue 95380, pinned by tests/upstream/; docs/performance.md "Why not Cache Components' shells").
  cacheHandlers: { default: fileURLToPath(new URL("./lib/storage/use-cache/handler.mjs", import.meta.url)) },
  ...(benchBuild ? { distDir: ".next-bench", pageExtensions: ["bench.ts", "tsx", "ts", "jsx", "js"] } : {}),
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // The admin's product form uploads an image (5 MB at most) with a Server Action: the framework's limit for an
  // action's body allows one; the proxy keeps every other page's actions to 1 MiB (lib/http/limits/action-limit.ts).
  experimental: { serverActions: { bodySizeLimit: "6mb" }, useCache: true },
  // Metadata is resolved with the page, not streamed after it, for every reader (the framework streams it to
  // those it does not list as bots): streamed, a page's <title> is held in a Suspense boundary that a refresh
  // (checkout re-prices the cart with router.refresh) re-suspends, and the document had no title for that moment
  // (axe's document-title failed on /checkout in a fresh clone's CI). docs/architecture.md "The storefront".
  // Why it re-suspended: Next keys an answer's metadata by the request, in a Suspense boundary of its own, so each
  // refresh mounts that boundary anew; listed as a bot, a reader's answer waits for the metadata instead. Under
  // `cacheComponents` this setting armed vercel/next.js issue 98037 on 16.3 (a prefetched product shown under
  // another's address; its repro passed on a trial of 16.5.0);
  // e2e/navigation-shows-asked-page.spec.ts is the check to run when moving. docs/performance.md.
  htmlLimitedBots: /.*/,
  // The proxy sees a client navigation's or a prefetch's request as sent, router headers included (proxy.ts).
  skipProxyUrlNormalize: true,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
          ...hsts,
        ],
      },
    ];
  },
  async rewrites() {
    // The seed's unprefixed subscription path answers the same as the /v2 one (docs/api.md "Conventions").
    return [
      { source: "/subscriptions/:path*", destination: "/v2/subscriptions/:path*" },
    ];
  },
};

export default nextConfig;
