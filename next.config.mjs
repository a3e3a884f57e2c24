/** @type {import('next').NextConfig} */
const nextConfig = {
  agentRules: false,
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  async rewrites() {
    // The seed's unprefixed subscription path answers the same as the /v2 one (contract §1).
    return [
      { source: "/subscriptions/:path*", destination: "/v2/subscriptions/:path*" },
    ];
  },
};

export default nextConfig;
