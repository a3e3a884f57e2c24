// Sign-in limits hold across instances: two `next start` servers on one PostgreSQL database, behind one
// (pretend) proxy hop so that each phase can come from an address of its own.
// - The lock: five wrong passwords for one account, alternately on the two servers, lock it on both (a sixth
//   attempt, on either, is 429 with Retry-After, not 401). Each instance counting alone would have seen
//   three and two failures and locked nothing.
// - The address: with SIGN_IN_ATTEMPTS_PER_MINUTE=4, eight attempts from one address alternating between the
//   servers pass four (401: wrong password) and refuse four (429). Each instance alone would pass all eight.
//
//   npm run test:sign-in-instances            (SKIP_BUILD=1 to reuse a build; SIGN_IN_PORTS=3295,3296)
import { ensureFreshBuild, freshDatabase, startNext, token, type Server } from "./support/servers";

const PORTS = (process.env.SIGN_IN_PORTS ?? "3295,3296").split(",").map(Number);
const PER_MINUTE = 4;

async function signIn(server: Server, bearer: string, username: string, address: string) {
  const response = await fetch(`${server.base}/v2/account-members/tokens`, {
    method: "POST",
    headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ data: { type: "account_management_authentication_token", authentication_mechanism: "password", username, password: "not the password" } }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("retry-after") };
}

async function main() {
  if (process.env.SKIP_BUILD !== "1") ensureFreshBuild();
  const database = await freshDatabase("cw_sign_in");
  const servers: Server[] = [];
  let ok = true;
  const check = (what: string, held: boolean) => {
    ok &&= held;
    console.log(`${held ? "ok    " : "FAILED"} ${what}`);
  };
  try {
    const env = { DATABASE_URL: database.url, TRUSTED_PROXIES: "1", SIGN_IN_ATTEMPTS_PER_MINUTE: String(PER_MINUTE), SIGN_IN_LOCK_SECONDS: "60" };
    // One after the other: the first migrates the fresh database.
    for (const port of PORTS) servers.push(await startNext(port, env));
    const bearer = await token(servers[0].base);

    const account = `nobody-${Date.now()}@example.test`;
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push((await signIn(servers[i % 2], bearer, account, `203.0.113.${10 + i}`)).status);
    check(`five wrong passwords alternating between the servers: ${failures.join(", ")} (all 401)`, failures.every((s) => s === 401));
    for (const [i, server] of servers.entries()) {
      const locked = await signIn(server, bearer, account, `203.0.113.${30 + i}`);
      check(`then on server ${i + 1}: ${locked.status}, Retry-After ${locked.retryAfter} (429: locked everywhere)`, locked.status === 429 && Number(locked.retryAfter) >= 1);
    }

    const statuses = [];
    for (let i = 0; i < 2 * PER_MINUTE; i++) statuses.push((await signIn(servers[i % 2], bearer, `someone-${i}-${account}`, "198.51.100.50")).status);
    const passed = statuses.filter((s) => s === 401).length;
    check(
      `${2 * PER_MINUTE} attempts from one address alternating between the servers, ${PER_MINUTE} a minute allowed: ${statuses.join(", ")} (${PER_MINUTE} × 401, then 429)`,
      passed === PER_MINUTE && statuses.slice(PER_MINUTE).every((s) => s === 429),
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
  console.log(`sign-in limits across instances: ${ok ? "held" : "NOT held"}`);
  process.exit(ok ? 0 : 1);
}

await main();
