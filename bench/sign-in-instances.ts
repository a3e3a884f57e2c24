// Sign-in throttling across instances, and what it costs an attacker and spares everyone else: two `next start`
// servers on one PostgreSQL database at the default settings (the request rate limit and every sign-in limit:
// docs/security.md "Sign-in"), behind one (pretend) proxy hop so that each client comes from an address of its own.
// Checks, each counted once across the instances (each instance counting alone would pass them all):
// - a pair: five wrong passwords for one account from one address, alternating between the servers, slow that
//   address on both (429, Retry-After), while the right password is accepted (201) from another address on both;
// - an address: SIGN_IN_ATTEMPTS_PER_MINUTE (10) wrong passwords from one address at as many accounts, alternating,
//   are answered; the next is refused on either server.
// Figures:
// - one address (a storefront's server) signing in SHOPPERS (600) distinct shoppers correctly, ten a second (within
//   the request rate limit): how many were refused (429);
// - an attacker guessing one account's password from 20 addresses, each every half second, for ATTACK_SECONDS (60),
//   while its owner signs in every two seconds from a browser with its device cookie (the storefront's form, at one
//   of the attacker's addresses) and through the API from an address it signed in from before: the owner's
//   successes, the attacker's guesses admitted against the account (answered 401), and the bound they stay within.
//
//   npm run test:sign-in-instances            (SKIP_BUILD=1 to reuse a build; SIGN_IN_PORTS=3295,3296;
//                                               SHOPPERS=600; ATTACK_SECONDS=60)
import { accountCeilingBound } from "@/lib/commerce/auth/sign-in-attempts";
import { ensureFreshBuild, freshDatabase, postJson, startNext, token, type Server } from "./support/servers";

const PORTS = (process.env.SIGN_IN_PORTS ?? "3295,3296").split(",").map(Number);
const SHOPPERS = Number(process.env.SHOPPERS ?? 600);
const ATTACK_SECONDS = Number(process.env.ATTACK_SECONDS ?? 60);
const ATTACKER_ADDRESSES = 20;
const PASSWORD = "correct horse battery";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signIn(server: Server, bearer: string, username: string, password: string, address: string) {
  const response = await fetch(`${server.base}/v2/account-members/tokens`, {
    method: "POST",
    headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ data: { type: "account_management_authentication_token", authentication_mechanism: "password", username, password } }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("retry-after") };
}

/** Makes an account member through the administrators' API; its e-mail. */
async function makeMember(server: Server, admin: string, accountId: string, email: string) {
  const member = await postJson(server.base, "/v2/account-members", admin, { data: { type: "account_member", account_id: accountId, name: "Shopper", email, password: PASSWORD } });
  if (member.status !== 201) throw new Error(`account member: ${member.status} ${member.text}`);
}

const unescapeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The storefront's sign-in form as a browser without scripts posts it: its hidden fields (the action's reference). */
async function signInFormFields(server: Server): Promise<[string, string][]> {
  const html = await (await fetch(`${server.base}/account/sign-in`)).text();
  const fields: [string, string][] = [];
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields.push([unescapeHtml(name), unescapeHtml(/value="([^"]*)"/.exec(input)?.[1] ?? "")]);
  }
  if (!fields.some(([name]) => name.startsWith("$ACTION"))) throw new Error("the sign-in page has no form action");
  return fields;
}

/** A sign-in through the storefront's form, as a browser holding `device` (its device cookie); the device cookie it is given. */
async function formSignIn(server: Server, fields: [string, string][], email: string, password: string, address: string, device?: string) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append("email", email);
  form.append("password", password);
  const response = await fetch(`${server.base}/account/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.base, "x-forwarded-for": address, ...(device ? { cookie: `cw_device=${device}` } : {}) },
    body: form,
  });
  const body = await response.text();
  const cookies = response.headers.getSetCookie();
  const session = cookies.some((c) => c.startsWith("cw_account="));
  const kept = cookies.find((c) => c.startsWith("cw_device="))?.split(";")[0].slice("cw_device=".length);
  return { signedIn: response.status === 303 && session, refused: /Too many sign-in attempts/.test(body), device: kept };
}

async function main() {
  if (process.env.SKIP_BUILD !== "1") ensureFreshBuild();
  const database = await freshDatabase("cw_signin");
  const servers: Server[] = [];
  let ok = true;
  const check = (what: string, held: boolean) => {
    ok &&= held;
    console.log(`${held ? "ok    " : "FAILED"} ${what}`);
  };
  try {
    // Every limit at its default (startNext turns the request and sign-in limits off unless told).
    const env = { DATABASE_URL: database.url, TRUSTED_PROXIES: "1", RATE_LIMIT_PER_SECOND: "", RATE_LIMIT_BURST: "", SIGN_IN_ATTEMPTS_PER_MINUTE: "", COOKIE_SECURE: "off" };
    // One after the other: the first migrates the fresh database.
    for (const port of PORTS) servers.push(await startNext(port, env));
    const admin = await token(servers[0].base, true);
    const bearer = await token(servers[0].base);
    const attackerBearer = await token(servers[1].base);
    const account = await postJson(servers[0].base, "/v2/accounts", admin, { data: { type: "account", name: "Bench shoppers" } });
    const accountId = account.body.data.id as string;
    const tag = Date.now().toString(36);
    const owner = `owner-${tag}@example.test`;
    await makeMember(servers[0], admin, accountId, owner);

    // A pair, across the instances.
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push((await signIn(servers[i % 2], bearer, owner, "not the password", "203.0.113.200")).status);
    check(`five wrong passwords from one address alternating between the servers: ${failures.join(", ")} (all 401)`, failures.every((s) => s === 401));
    for (const [i, server] of servers.entries()) {
      const slowed = await signIn(server, bearer, owner, PASSWORD, "203.0.113.200");
      const elsewhere = await signIn(server, bearer, owner, PASSWORD, `203.0.113.${210 + i}`);
      check(
        `then on server ${i + 1}: that address ${slowed.status} (Retry-After ${slowed.retryAfter}), another address ${elsewhere.status} (429 and 201)`,
        slowed.status === 429 && Number(slowed.retryAfter) >= 1 && elsewhere.status === 201,
      );
    }

    // An address's failures, across the instances.
    const perMinute = 10;
    const statuses = [];
    for (let i = 0; i < perMinute + 2; i++) statuses.push((await signIn(servers[i % 2], bearer, `someone-${i}-${tag}@example.test`, "guess", "198.51.100.50")).status);
    check(
      `${perMinute + 2} wrong passwords from one address at as many accounts, alternating between the servers: ${statuses.join(", ")} (${perMinute} × 401, then 429)`,
      statuses.slice(0, perMinute).every((s) => s === 401) && statuses.slice(perMinute).every((s) => s === 429),
    );

    // One address signs SHOPPERS distinct shoppers in, ten a second.
    console.log(`making ${SHOPPERS} shoppers…`);
    const shoppers = Array.from({ length: SHOPPERS }, (_, i) => `shopper-${i}-${tag}@example.test`);
    for (let i = 0; i < shoppers.length; i += 8) await Promise.all(shoppers.slice(i, i + 8).map((email, j) => makeMember(servers[(i + j) % 2], admin, accountId, email)));
    const shopperStatuses: Record<number, number> = {};
    const started = Date.now();
    await Promise.all(
      shoppers.map(async (email, i) => {
        await sleep(i * 100 - (Date.now() - started));
        const { status } = await signIn(servers[i % 2], bearer, email, PASSWORD, "198.51.100.60");
        shopperStatuses[status] = (shopperStatuses[status] ?? 0) + 1;
      }),
    );
    const shopperSeconds = (Date.now() - started) / 1000;
    const refused = shopperStatuses[429] ?? 0;
    console.log(
      `figure: one address signed in ${SHOPPERS} distinct shoppers in ${shopperSeconds.toFixed(1)} s: ${Object.entries(shopperStatuses)
        .map(([s, n]) => `${n} × ${s}`)
        .join(", ")}; 429: ${refused}`,
    );
    check(`${SHOPPERS} correct sign-ins from one address: ${refused} × 429 (0)`, refused === 0 && shopperStatuses[201] === SHOPPERS);

    // The owner's known origins: an address it signed in from (the API), and a browser that keeps its device cookie.
    const victim = `victim-${tag}@example.test`;
    await makeMember(servers[0], admin, accountId, victim);
    const ownerAddress = "198.51.100.70";
    check(`the owner signs in through the API from ${ownerAddress}: 201`, (await signIn(servers[0], bearer, victim, PASSWORD, ownerAddress)).status === 201);
    const fields = await signInFormFields(servers[0]);
    const first = await formSignIn(servers[0], fields, victim, PASSWORD, "198.51.100.71");
    check(`the owner signs in through the storefront's form and keeps a device cookie: ${first.signedIn && first.device ? "yes" : "no"}`, first.signedIn && Boolean(first.device));
    let device = first.device;

    const attack = { attempts: 0, admitted: 0, refused: 0, other: 0 };
    const owners = { device: { tries: 0, in: 0 }, address: { tries: 0, in: 0 }, newAddress: { tries: 0, refused: 0 } };
    const attackStarted = Date.now();
    const attackEnds = attackStarted + ATTACK_SECONDS * 1000;
    const attacker = async (a: number) => {
      for (let n = 0; Date.now() < attackEnds; n++) {
        const { status } = await signIn(servers[(a + n) % 2], attackerBearer, victim, `guess ${a}-${n}`, `203.0.113.${a + 1}`);
        attack.attempts++;
        if (status === 401) attack.admitted++;
        else if (status === 429) attack.refused++;
        else attack.other++;
        await sleep(500);
      }
    };
    const ownerLoop = async () => {
      await sleep(1000);
      for (let n = 0; Date.now() < attackEnds; n++) {
        const server = servers[n % 2];
        const byDevice = await formSignIn(server, fields, victim, PASSWORD, `203.0.113.${(n % ATTACKER_ADDRESSES) + 1}`, device);
        owners.device.tries++;
        if (byDevice.signedIn) owners.device.in++;
        device = byDevice.device ?? device;
        owners.address.tries++;
        if ((await signIn(server, bearer, victim, PASSWORD, ownerAddress)).status === 201) owners.address.in++;
        owners.newAddress.tries++;
        if ((await signIn(server, bearer, victim, PASSWORD, `192.0.2.${(n % 250) + 1}`)).status === 429) owners.newAddress.refused++;
        await sleep(2000);
      }
    };
    await Promise.all([...Array.from({ length: ATTACKER_ADDRESSES }, (_, a) => attacker(a)), ownerLoop()]);
    const attackMs = Date.now() - attackStarted;
    const bound = accountCeilingBound(attackMs);
    console.log(
      `figure: attacker from ${ATTACKER_ADDRESSES} addresses for ${(attackMs / 1000).toFixed(0)} s: ${attack.attempts} guesses sent, ${attack.admitted} admitted (401), ${attack.refused} refused (429)${attack.other ? `, ${attack.other} other` : ""}; bound ${bound}`,
    );
    console.log(
      `figure: owner meanwhile: device cookie ${owners.device.in}/${owners.device.tries} signed in, known address ${owners.address.in}/${owners.address.tries} signed in; the right password from a new address refused ${owners.newAddress.refused}/${owners.newAddress.tries}`,
    );
    check(`the attacker's guesses admitted against the account: ${attack.admitted} ≤ ${bound}`, attack.admitted <= bound && attack.other === 0);
    check(
      `the owner got in every time: ${owners.device.in}/${owners.device.tries} (device), ${owners.address.in}/${owners.address.tries} (known address)`,
      owners.device.tries > 0 && owners.device.in === owners.device.tries && owners.address.in === owners.address.tries,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
  console.log(`sign-in limits across instances: ${ok ? "held" : "NOT held"}`);
  process.exit(ok ? 0 : 1);
}

await main();
