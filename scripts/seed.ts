// npm run db:seed — creates the demo store in the configured database (idempotent).
// npm run db:seed -- --products 100000 — adds a generated catalog of that many products (lib/seed/large-catalog.ts).
import { closeDb, getDb, storageTarget } from "@/lib/storage/db";
import { seedDemoStore } from "@/lib/seed/demo-store";
import { seedLargeCatalog } from "@/lib/seed/large-catalog";

const target = storageTarget();
const flag = process.argv.indexOf("--products");
const count = flag >= 0 ? Number(process.argv[flag + 1]) : 0;
if (flag >= 0 && !(Number.isInteger(count) && count >= 1 && count <= 1_000_000)) {
  console.error("--products takes a whole number from 1 to 1,000,000");
  process.exit(2);
}
const db = await getDb();
await seedDemoStore(db);
if (count) {
  const started = Date.now();
  const made = await seedLargeCatalog(db, count);
  console.log(`generated catalog: ${count} products over ${made.nodeIds.length} nodes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await closeDb();
console.log(`demo store ready (${target.driver}: ${target.driver === "postgres" ? "DATABASE_URL" : target.location})`);
