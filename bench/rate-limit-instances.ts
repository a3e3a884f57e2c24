// Rate limits hold across instances: two `next start` servers on one PostgreSQL database with
// RATE_LIMIT_PER_SECOND=20. One client sends bursts that alternate between the servers; across both,
// at most 20 a second may pass (40 would mean each instance counted alone).
//
//   npm run test:rate-limit-instances            (SKIP_BUILD=1 to reuse a build)
import { ensureFreshBuild, freshDatabase, startNext, token, type Server } from "./support/servers";

const PORTS = (process.env.RATE_PORTS ?? "3297,3298").split(",").map(Number);
const LIMIT = 20;
const BURSTS = 4;

async function main() {
  if (process.env.SKIP_BUILD !== "1") ensureFreshBuild();
  const database = await freshDatabase("cw_rate");
  const servers: Server[] = [];
  let ok = true;
  try {
    servers.push(...(await Promise.all(PORTS.map((port) => startNext(port, { DATABASE_URL: database.url, RATE_LIMIT_PER_SECOND: String(LIMIT) })))));
    const bearer = await token(servers[0].base);
    // Warm both servers up (first requests compile and connect) so a burst fits in one second.
    for (const server of servers) await fetch(`${server.base}/catalog/products`, { headers: { authorization: `Bearer ${bearer}` } }).then((r) => r.arrayBuffer());
    let singleWindowBursts = 0;
    for (let burst = 0; burst < BURSTS; burst++) {
      // Start at the beginning of a second so the burst falls in one window.
      await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
      const startedWindow = Math.floor(Date.now() / 1000);
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, n) =>
          fetch(`${servers[n % 2].base}/catalog/products`, { headers: { authorization: `Bearer ${bearer}` } }).then(async (r) => {
            await r.arrayBuffer();
            return { status: r.status, retryAfter: r.headers.get("retry-after") };
          }),
        ),
      );
      // A burst that straddles a second boundary may pass LIMIT in each of the windows it touched.
      const windows = Math.floor(Date.now() / 1000) - startedWindow + 1;
      if (windows === 1) singleWindowBursts++;
      const passed = statuses.filter((s) => s.status === 200).length;
      const limited = statuses.filter((s) => s.status === 429);
      const burstOk = passed <= LIMIT * windows && passed > 0 && limited.length === 60 - passed && limited.every((s) => s.retryAfter === "1");
      ok &&= burstOk;
      console.log(
        `burst ${burst + 1}: 60 requests over ${servers.length} instances in ${windows} one-second window(s), limit ${LIMIT}/s → passed ${passed}, 429 ${limited.length} ${burstOk ? "ok" : "FAILED"}`,
      );
    }
    // Each instance counting alone would pass 2 × LIMIT in a single window; at least one burst must show it does not.
    if (singleWindowBursts === 0) {
      ok = false;
      console.log("no burst fitted in one window: the machine is too slow for this check");
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
  console.log(`rate limit across instances: ${ok ? "held" : "NOT held"}`);
  process.exit(ok ? 0 : 1);
}

await main();
