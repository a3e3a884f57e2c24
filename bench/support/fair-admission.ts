// Check 9 of the multi-instance script (issue 44, finding 8): admission under saturation treats the API and pages
// alike, per client address. A server whose pool is one connection; ten loopback addresses (127.0.0.2–11) flood it
// with cheap API reads (a cart, read from the database; four at a time each, the next sent as soon as one is
// answered, a fifth of a second later when it was refused), while a quiet address (127.0.0.20) loads pages one after
// another. The pause after a refusal keeps the server's CPU, which no admission can spare, from being what the check
// measures (the rate limiter's part): the database's pool is. The quiet address's pages must mostly come through (at least QUIET_PAGES_OK of them 200), and the
// flooders must have been turned away by admission at least once (503 with Retry-After 1), so that the check cannot
// pass without the pool having been saturated. Before per-address admission, the busy page turned away nearly every
// page of the quiet address while the API flood went on queueing.
import http from "node:http";
import { startNext, token } from "./servers";

const FLOODERS = 10;
const LOOPS_PER_FLOODER = 4;
const PAUSE_AFTER_REFUSAL_MS = 200;
const QUIET_PAGES = 30;
/** The share of the quiet address's page loads that must be answered 200. */
export const QUIET_PAGES_OK = 0.8;

type Answer = { status: number; retryAfter?: string };

/** GETs from one local address (its own keep-alive connections). */
function fromAddress(localAddress: string) {
  const agent = new http.Agent({ keepAlive: true, localAddress, maxSockets: 64 });
  const get = (url: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"] as string | undefined }));
      });
      request.on("error", () => resolve({ status: 0 }));
    });
  return { get, close: () => agent.destroy() };
}

export async function fairAdmission(databaseUrl: string, port: number): Promise<{ name: string; ok: boolean; detail: string }> {
  const server = await startNext(port, { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: "1" });
  const base = server.base;
  const flooders = Array.from({ length: FLOODERS }, (_, n) => fromAddress(`127.0.0.${n + 2}`));
  const quiet = fromAddress("127.0.0.20");
  try {
    const bearer = await token(base);
    let flooding = true;
    const floodAnswers: Answer[] = [];
    const floods = flooders.flatMap((flooder, n) =>
      Array.from({ length: LOOPS_PER_FLOODER }, async (_, loop) => {
        while (flooding) {
          const answer = await flooder.get(`${base}/v2/carts/flood-${n}-${loop}`, { authorization: `Bearer ${bearer}` });
          floodAnswers.push(answer);
          if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_REFUSAL_MS));
        }
      }),
    );
    // The flood first fills the pool's queue.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const paths = ["/", "/cart", "/search?q=bench"];
    const pages: Answer[] = [];
    for (let n = 0; n < QUIET_PAGES; n++) pages.push(await quiet.get(`${base}${paths[n % paths.length]}`, { cookie: "currency=USD", accept: "text/html" }));
    flooding = false;
    await Promise.all(floods);
    const count = (answers: Answer[]) => answers.reduce<Record<string, number>>((c, a) => ((c[a.status] = (c[a.status] ?? 0) + 1), c), {});
    const served = pages.filter((a) => a.status === 200).length;
    const floodersTurnedAway = floodAnswers.filter((a) => a.status === 503 && a.retryAfter === "1").length;
    return {
      name: `under saturation the flooding addresses are turned away and a quiet address's pages come through (≥ ${QUIET_PAGES_OK * 100}% 200)`,
      ok: served >= QUIET_PAGES * QUIET_PAGES_OK && floodersTurnedAway > 0 && pages.every((a) => a.status !== 500),
      detail: `quiet pages ${JSON.stringify(count(pages))}; flood (${FLOODERS} addresses) ${JSON.stringify(count(floodAnswers))}, ${floodersTurnedAway} turned away by admission`,
    };
  } finally {
    for (const client of [...flooders, quiet]) client.close();
    await server.stop();
  }
}

// Alone: `tsx bench/support/fair-admission.ts` (a built app; PostgreSQL at PG_ADMIN_URL; port FAIR_PORT, default 3207).
if (process.argv[1]?.endsWith("fair-admission.ts")) {
  const { freshDatabase } = await import("./servers");
  const database = await freshDatabase(process.env.MULTI_DATABASE_PREFIX ?? "cw_fair");
  try {
    const check = await fairAdmission(database.url, Number(process.env.FAIR_PORT ?? 3207));
    console.log(`${check.ok ? "ok  " : "FAIL"} ${check.name}: ${check.detail}`);
    if (!check.ok) process.exitCode = 1;
  } finally {
    await database.drop();
  }
}
