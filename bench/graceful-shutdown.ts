// Graceful shutdown: requests in flight when the server gets SIGTERM are finished, not cut off.
// Starts `next start`, fires a burst of cart creations, sends SIGTERM while they are in flight, and
// counts how many were answered, refused before they started (connection refused), or cut off.
//
//   npm run bench:shutdown
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 3291);
const BASE = `http://127.0.0.1:${PORT}`;
const BURST = Number(process.env.BURST ?? 200);
const TRIALS = Number(process.env.TRIALS ?? 5);

if (!fs.existsSync(".next/BUILD_ID") || process.env.REBUILD === "1") {
  if (spawnSync("npx", ["next", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

async function waitUntilUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).status === 200) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

let cutOff = 0;
let answered = 0;
let refused = 0;
for (let t = 0; t < TRIALS; t++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cartwright-shutdown-"));
  // Run next's server directly (not through npx) so SIGTERM reaches the process that serves.
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
    env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "error", RATE_LIMIT_PER_SECOND: "0", SIGN_IN_ATTEMPTS_PER_MINUTE: "0", DEMO_STORE: "off" },
    stdio: "ignore",
  });
  await waitUntilUp();
  const tokenResponse = await fetch(`${BASE}/oauth/access_token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=implicit&client_id=cartwright-dev-client",
  });
  const { access_token } = (await tokenResponse.json()) as { access_token: string };
  const requests = Array.from({ length: BURST }, (_, i) =>
    fetch(`${BASE}/v2/carts`, {
      method: "POST",
      headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { name: `burst ${i}` } }),
    })
      .then(async (r) => {
        await r.arrayBuffer();
        return r.status === 201 ? "answered" : "other";
      })
      .catch((error: { cause?: { code?: string } }) => (error?.cause?.code === "ECONNREFUSED" ? "refused" : "cut")),
  );
  await new Promise((r) => setTimeout(r, 15));
  server.kill("SIGTERM");
  const outcomes = await Promise.all(requests);
  await new Promise<void>((resolve) => (server.exitCode !== null ? resolve() : server.on("exit", () => resolve())));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const a = outcomes.filter((o) => o === "answered").length;
  const r = outcomes.filter((o) => o === "refused").length;
  const c = outcomes.filter((o) => o === "cut" || o === "other").length;
  answered += a;
  refused += r;
  cutOff += c;
  console.log(`trial ${t + 1}/${TRIALS}: ${BURST} requests, answered ${a}, refused before start ${r}, cut off ${c}, exit code ${server.exitCode ?? server.signalCode}`);
}
console.log(`graceful shutdown: ${TRIALS} trials × ${BURST} requests; answered ${answered}, refused ${refused}, cut off in flight = ${cutOff}`);
process.exit(cutOff === 0 ? 0 : 1);
