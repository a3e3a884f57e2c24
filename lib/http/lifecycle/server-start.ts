// What a Node.js server does once at start (instrumentation.ts): keep customers' data out of everything it
// writes to its console (the framework's error output included), drain on SIGTERM when `npm start`
// asks for it, open the database (migrations apply there), on an empty database create the demo store, and
// start the billing runs' and the e-mail sender's timers. A store without staff gets its owner from the environment. The store's origin for e-mail links is recorded and read. Products without look-alike keys get them.
import { keyProducts } from "@/lib/commerce/catalog/product-lookalikes";
import { loadEmailLinkOrigin, publicUrlOrigin, recordStoreOrigin } from "@/lib/commerce/email/link-origin";
import { ensureDemoStore } from "@/lib/seed/demo-store";
import { createOwnerFromEnvironment } from "@/lib/commerce/staff/staff-members";
import { closeDb, getDb } from "@/lib/storage/db";
import { startBillingTimer, stopBillingTimer } from "./billing-timer";
import { stampPeerAddress } from "../origin/client-address";
import { startEmailTimer, stopEmailTimer } from "./email-timer";
import { countRequests, drainAndExit } from "./lifecycle";
import { errorFields, log, redactConsole } from "../logging/log";
import { schedulePurge } from "./purge-schedule";

export async function startServer(): Promise<void> {
  redactConsole();
  // Before any request is read: the client's address comes from the connection (client-address.ts).
  stampPeerAddress();
  // `npm start` sets NEXT_MANUAL_SIG_HANDLE so that this drain, not Next's immediate close, handles SIGTERM.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    countRequests();
    const onSignal = () => {
      stopBillingTimer();
      stopEmailTimer();
      void drainAndExit(closeDb, (msg, fields) => log("info", msg, fields));
    };
    process.on("SIGTERM", onSignal);
    process.on("SIGINT", onSignal);
  }
  try {
    const db = await getDb();
    const seeded = await ensureDemoStore(db);
    if (seeded) log("info", "demo store created");
    // A store without staff gets its first owner from ADMIN_OWNER_EMAIL and ADMIN_OWNER_PASSWORD (docs/operations.md).
    const owner = await createOwnerFromEnvironment().catch((error: unknown) => {
      log("error", "ADMIN_OWNER_EMAIL / ADMIN_OWNER_PASSWORD refused", { error: errorFields(error).error });
    });
    if (owner) log("info", "store owner created from the environment", { staff: owner.id });
    // PUBLIC_URL at the first start is the store's origin for e-mail links even if it is unset later (link-origin.ts).
    await recordStoreOrigin(publicUrlOrigin());
    await loadEmailLinkOrigin();
    // Products written before their look-alike keys existed, or by set-based SQL, get them (product-lookalikes.ts).
    const keyed = await keyProducts();
    if (keyed) log("info", "products keyed for look-alike custom items", { products: keyed });
  } catch (error) {
    // A database that is down at start is retried by the first request; the server still starts.
    log("error", "database not ready at start", { error: errorFields(error).error });
  }
  startBillingTimer();
  startEmailTimer();
  schedulePurge();
}
