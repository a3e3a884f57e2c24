// Runs once when a server starts. The Node.js-only work lives in lib/http/lifecycle/server-start.ts, imported
// only in the Node.js runtime so that the Edge bundle never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { startServer } = await import("./lib/http/lifecycle/server-start");
    await startServer();
  }
}

// A page or action that failed because the database could not be reached opens the circuit, as the API does, so the
// next pages are answered 503 at once (lib/http/limits/page-admission.ts) rather than each waiting to fail.
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { recordUnreachableDatabase } = await import("./lib/http/limits/page-admission");
    recordUnreachableDatabase(error);
  }
}
