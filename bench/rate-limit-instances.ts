// Rate limits hold across instances: two `next start` servers on one PostgreSQL database with
// RATE_LIMIT_PER_SECOND=5 and RATE_LIMIT_BURST=20. One client sends bursts that alternate between the
// servers; across both, at most the burst plus 5 a second of the burst's duration may pass, plus the token
// each instance may still hold from an earlier lease (each instance counting alone would pass twice the
// burst). The slow sustained rate keeps the check telling on a busy machine: a burst proves the point unless
// it takes longer than 3.6 s.
//
//   npm run test:rate-limit-instances            (SKIP_BUILD=1 to reuse a build)
import { ensureFreshBuild, freshDatabase, startNext, token, type Server } from "./support/servers";

const PORTS = (process.env.RATE_PORTS ?? "3297,3298").split(",").map(Number);
const LIMIT = 5;
const BURST = 20;
const BURSTS = 4;

async function main() {
  if (process.env.SKIP_BUILD !== "1") ensureFreshBuild();
  const database = await freshDatabase("cw_rate");
  const servers: Server[] = [];
  let ok = true;
  try {
    servers.push(...(await Promise.all(PORTS.map((port) => startNext(port, { DATABASE_URL: database.url, RATE_LIMIT_PER_SECOND: String(LIMIT), RATE_LIMIT_BURST: String(BURST) })))));
    const bearer = await token(servers[0].base);
    // Warm both servers up (first requests compile and connect) so a burst is quick.
    for (const server of servers) await fetch(`${server.base}/catalog/products`, { headers: { authorization: `Bearer ${bearer}` } }).then((r) => r.arrayBuffer());
    let provingBursts = 0;
    for (let burst = 0; burst < BURSTS; burst++) {
      // Long enough between bursts for the buckets to be full again (the burst at the sustained rate, and a half second).
      await new Promise((r) => setTimeout(r, (BURST / LIMIT) * 1000 + 500));
      const started = Date.now();
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, n) =>
          fetch(`${servers[n % 2].base}/catalog/products`, { headers: { authorization: `Bearer ${bearer}` } }).then(async (r) => {
            await r.arrayBuffer();
            return { status: r.status, retryAfter: r.headers.get("retry-after") };
          }),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      // What one bucket shared by both instances allows over the burst's duration, and the tokens each
      // instance may still hold from an earlier lease (at most one lease, a tenth of a second's worth).
      const allowed = BURST + Math.ceil(LIMIT * seconds) + servers.length * Math.ceil(LIMIT / 10);
      if (allowed < 2 * BURST) provingBursts++;
      const passed = statuses.filter((s) => s.status === 200).length;
      const limited = statuses.filter((s) => s.status === 429);
      const burstOk = passed <= allowed && passed > 0 && limited.length === 60 - passed && limited.every((s) => Number(s.retryAfter) >= 1);
      ok &&= burstOk;
      console.log(
        `burst ${burst + 1}: 60 requests over ${servers.length} instances in ${seconds.toFixed(2)} s, ${LIMIT}/s burst ${BURST} (at most ${allowed}) → passed ${passed}, 429 ${limited.length} ${burstOk ? "ok" : "FAILED"}`,
      );
    }
    // Each instance counting alone would pass 2 × BURST at once; at least one burst must be quick enough to show it does not.
    if (provingBursts === 0) {
      ok = false;
      console.log("no burst was quick enough to tell one shared bucket from two: the machine is too slow for this check");
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
  console.log(`rate limit across instances: ${ok ? "held" : "NOT held"}`);
  process.exit(ok ? 0 : 1);
}

await main();
