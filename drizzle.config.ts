import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/storage/schema.ts",
  out: "./drizzle",
});
