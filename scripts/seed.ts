// npm run db:seed — creates the demo store in the configured database (idempotent).
import { closeDb, getDb, storageTarget } from "@/lib/storage/db";
import { seedDemoStore } from "@/lib/seed/demo-store";

const target = storageTarget();
await seedDemoStore(await getDb());
await closeDb();
console.log(`demo store ready (${target.driver}: ${target.driver === "postgres" ? "DATABASE_URL" : target.location})`);
