// Runs once when a server starts. The Node.js-only work lives in lib/http/server-start.ts, imported
// only in the Node.js runtime so that the Edge bundle never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { startServer } = await import("./lib/http/server-start");
    await startServer();
  }
}
