// npm run billing:run — one billing run on the configured database, now; prints its report as JSON.
import { runBilling } from "@/lib/commerce/subscriptions/billing-run";
import { closeDb } from "@/lib/storage/db";

const report = await runBilling();
await closeDb();
console.log(JSON.stringify(report));
