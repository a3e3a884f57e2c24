// Rate limits hold across instances: two `next start` servers on one PostgreSQL database with
// RATE_LIMIT_PER_SECOND=20. One client sends bursts that alternate between the servers; across both,
// at most 20 a second may pass (40 would mean each instance counted alone).
//
//   npm run test:rate-limit-instances            (SKIP_BUILD=1 to reuse a build)
import { ensureFreshBuild, freshDatabase, startNext, token, type Server } from "./support/servers";

const PORTS = (process.env.RATE_PORTS ?? "3297,3298").split(",").map(Number);
const LIMIT = 20;
const BURSTS = 3;

async function main() {
  if (process.env.SKIP_BUILD !== "1") ensureFreshBuild();
  const database = await freshDatabase("cw_rate");
  const servers: Server[] = [];
  let ok = true;
  try {
    servers.push(...(await Promise.all(PORTS.map((port) => startNext(port, { DATABASE_URL: database.url, RATE_LIMIT_PER_SECOND: String(LIMIT) })))));
    const bearer = await token(servers[0].base);
    for (let burst = 0; burst < BURSTS; burst++) {
      // Start at the beginning of a second so the burst falls in one window.
      await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, n) =>
          fetch(`${servers[n % 2].base}/catalog/products`, { headers: { authorization: `Bearer ${bearer}` } }).then(async (r) => {
            await r.arrayBuffer();
            return { status: r.status, retryAfter: r.headers.get("retry-after") };
          }),
        ),
      );
      const passed = statuses.filter((s) => s.status === 200).length;
      const limited = statuses.filter((s) => s.status === 429);
      const burstOk = passed <= LIMIT && passed > 0 && limited.length === 60 - passed && limited.every((s) => s.retryAfter === "1");
      ok &&= burstOk;
      console.log(`burst ${burst + 1}: 60 requests over ${servers.length} instances, limit ${LIMIT}/s → passed ${passed}, 429 ${limited.length} ${burstOk ? "ok" : "FAILED"}`);
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
  console.log(`rate limit across instances: ${ok ? "held" : "NOT held"}`);
  process.exit(ok ? 0 : 1);
}

await main();
