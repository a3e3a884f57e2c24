// GET /healthz: is the database reachable, and how fast does it answer.
import { pingDatabase, storageDriver } from "@/lib/storage/health";

export async function health(): Promise<{ ok: boolean; database: { driver: string; status: "up" | "down"; latency_ms?: number; error?: string } }> {
  const driver = storageDriver();
  const started = performance.now();
  try {
    await pingDatabase();
    return { ok: true, database: { driver, status: "up", latency_ms: Math.round(performance.now() - started) } };
  } catch (error) {
    return { ok: false, database: { driver, status: "down", error: String((error as Error)?.message ?? error).slice(0, 200) } };
  }
}

/**
 * EP's Kubernetes checks (catalog_search's GET /checks/readiness and /checks/healthz): live while the process
 * answers at all; ready while the database answers and the server is not draining for a stop.
 */
export async function ready(draining: boolean): Promise<boolean> {
  return !draining && (await health()).ok;
}
