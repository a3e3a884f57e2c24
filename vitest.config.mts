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
    env: { DATA_DIR: "memory://", LOG_LEVEL: "silent", DEMO_STORE: "off", AUTH_SECRET: "", RATE_LIMIT_PER_SECOND: "0" },
    projects: [
      {
        ...shared,
        test: { name: "unit", include: ["lib/**/*.test.ts", "components/**/*.test.ts"], environment: "node" },
      },
      {
        ...shared,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
