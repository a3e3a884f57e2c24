// Runs once when a server starts: open the database (migrations apply there) and, on an empty
// database, create the demo store.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("./lib/storage/db");
  const { ensureDemoStore } = await import("./lib/commerce/demo-store");
  const { log } = await import("./lib/http/log");
  // `npm start` sets NEXT_MANUAL_SIG_HANDLE so that this drain, not Next's immediate close, handles SIGTERM.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const { drainAndExit } = await import("./lib/http/lifecycle");
    const { closeDb } = await import("./lib/storage/db");
    const onSignal = () => void drainAndExit(closeDb, (msg, fields) => log("info", msg, fields));
    process.on("SIGTERM", onSignal);
    process.on("SIGINT", onSignal);
  }
  try {
    const seeded = await ensureDemoStore(await getDb());
    if (seeded) log("info", "demo store created");
  } catch (error) {
    // A database that is down at start is retried by the first request; the server still starts.
    log("error", "database not ready at start", { error: String((error as Error)?.message ?? error) });
  }
}
