import path from "node:path";
import { defineConfig } from "vitest/config";

const shared = {
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
    },
  },
};

export default defineConfig({
  ...shared,
  test: {
    // Outside a Next server there is no `'use cache'`: the catalog is read live (lib/cache/catalog-entry.ts).
    env: { CATALOG_CACHE_SECONDS: "0", DATA_DIR: "memory://", LOG_LEVEL: "silent", DEMO_STORE: "off", AUTH_SECRET: "", RATE_LIMIT_PER_SECOND: "0", SIGN_IN_ATTEMPTS_PER_MINUTE: "0", SHOPPER_ORDER_LIMITS: "off" },
    projects: [
      {
        ...shared,
        // Timeouts are generous and alike in both projects: some unit tests create and migrate PGlite, in
        // parallel with the API project, on a machine that may be busy. No test may depend on its speed.
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        ...shared,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/database.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        ...shared,
        // Upstream bugs that decide the project's setup, each pinned by its own minimal repro built with the
        // installed framework (tests/upstream/): a failing one says the bug is fixed and the setup may move.
        test: {
          name: "upstream",
          include: ["tests/upstream/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
