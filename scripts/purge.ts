// npm run db:purge: deletes what has expired (lib/storage/purge.ts) in the configured database, once.
import { closeDb, storageTarget } from "@/lib/storage/db";
import { purgeExpired } from "@/lib/storage/purge";

const target = storageTarget();
const counts = await purgeExpired();
console.log(JSON.stringify({ msg: "purged", database: target.driver, ...counts }));
await closeDb();
