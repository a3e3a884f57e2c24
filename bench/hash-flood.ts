// What a flood of password hashing from one address costs everyone else (issue 44 finding 3): one `next start` on
// an embedded database at the default limits (the request rate limit and every sign-in limit), behind one
// (pretend) proxy hop so that each client comes from a loopback address of its own (as bench/sign-in-instances.ts).
// The owner signs in through the API from 127.0.0.1, SAMPLES times one after another: the p50 alone. Then the same
// while 127.0.0.2 posts FLOOD times each, CONCURRENCY at once:
// - the reset form with a made-up token and a 1,024-character password (posted as a browser without JavaScript does),
// - the sign-up form with the same password,
// - the sign-up form with an acceptable password and a new e-mail each time (what admission must hold back);
// - and, as a control, as many loads of the sign-up page, which hash nothing (what the page work alone costs).
// Prints both p50s and their ratio (target: within 2 ×) and each flood's answers by status (no 5xx), and exits 1
// when either is missed.
//
//   npm run bench:hash-flood        (SKIP_BUILD=1 to reuse a build; HASH_FLOOD_PORT=3200; FLOOD=300; SAMPLES=40;
//                                    CONCURRENCY=8)
import fs from "node:fs";
import { ensureFreshBuild, postJson, startNext, tempDataDir, token, type Server } from "./support/servers";

const PORT = Number(process.env.HASH_FLOOD_PORT ?? 3200);
const FLOOD = Number(process.env.FLOOD ?? 300);
const SAMPLES = Number(process.env.SAMPLES ?? 40);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const OWNER_ADDRESS = "127.0.0.1";
const FLOOD_ADDRESS = "127.0.0.2";
const PASSWORD = "correct horse battery";
const LONG_PASSWORD = "x".repeat(1024);

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A Server Action's id by its exported name and file, from the build's manifest (what a script reads from the page's code). */
function actionId(file: string, name: string): string {
  const manifest = JSON.parse(fs.readFileSync(".next/server/server-reference-manifest.json", "utf8")) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name && entry.filename === file);
  if (!found) throw new Error(`no action ${name} in ${file}`);
  return found[0];
}

/** The sign-up page's hidden fields: its form's action, bound state and key, as a browser without JavaScript posts them. */
async function signUpFormFields(server: Server): Promise<[string, string][]> {
  const html = await (await fetch(`${server.base}/account/sign-up`)).text();
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const fields: [string, string][] = [];
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name && !name.startsWith("$ACTION_ID_")) fields.push([unescape(name), unescape(/value="([^"]*)"/.exec(input)?.[1] ?? "")]);
  }
  if (!fields.some(([name]) => name.startsWith("$ACTION_REF"))) throw new Error("the sign-up page has no form action");
  return fields;
}

/**
 * One post of a form to its Server Action as a browser without JavaScript sends it: the sign-up form's hidden fields
 * with the action `id` in them (the reset form is not shown for a made-up token, so its action is named by its id),
 * then the form's own fields.
 */
async function postAction(server: Server, page: string, hidden: [string, string][], id: string, fields: Record<string, string>, address: string) {
  const form = new FormData();
  for (const [name, value] of hidden) form.append(name, /^\$ACTION_\d+:0$/.test(name) ? JSON.stringify({ ...JSON.parse(value), id }) : value);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${server.base}${page}`, { method: "POST", redirect: "manual", headers: { origin: server.base, "x-forwarded-for": address }, body: form });
  return { status: response.status, body: await response.text() };
}

async function ownerSignIn(server: Server, bearer: string, email: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.base}/v2/account-members/tokens`, {
    method: "POST",
    headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json", "x-forwarded-for": OWNER_ADDRESS },
    body: JSON.stringify({ data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: email, password: PASSWORD } }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** `count` calls of `send`, `concurrency` at once; the answers counted by status, and by what the form said. */
async function flood(count: number, send: (n: number) => Promise<{ status: number; body: string }>) {
  const statuses: Record<string, number> = {};
  let tooMany = 0;
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < count; n = next++) {
      const { status, body } = await send(n);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 429 || /Too many/.test(body)) tooMany++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { statuses, tooMany };
}

async function main() {
  if (process.env.SKIP_BUILD !== "1") ensureFreshBuild();
  // Every limit at its default (startNext turns the request and sign-in limits off unless told).
  const server = await startNext(PORT, {
    DATA_DIR: tempDataDir("cw-hash-flood"),
    TRUSTED_PROXIES: "1",
    RATE_LIMIT_PER_SECOND: "",
    RATE_LIMIT_BURST: "",
    SIGN_IN_ATTEMPTS_PER_MINUTE: "",
    COOKIE_SECURE: "off",
  });
  let ok = true;
  try {
    const admin = await token(server.base, true);
    const bearer = await token(server.base);
    await fetch(`${server.base}/v2/settings/account-authentication`, {
      method: "PUT",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { type: "account_authentication_settings", enable_self_signup: true } }),
    });
    const account = await postJson(server.base, "/v2/accounts", admin, { data: { type: "account", name: "Owner" } });
    const owner = "owner@example.test";
    await postJson(server.base, "/v2/account-members", admin, {
      data: { type: "account_member", account_id: (account.body as { data: { id: string } }).data.id, name: "Owner", email: owner, password: PASSWORD },
    });
    const first = await ownerSignIn(server, bearer, owner);
    if (first.status !== 201) throw new Error(`the owner's sign-in answered ${first.status}`);

    const alone: number[] = [];
    for (let i = 0; i < SAMPLES; i++) alone.push((await ownerSignIn(server, bearer, owner)).ms);

    const resetId = actionId("app/(storefront)/account/reset-password/actions.ts", "resetPasswordAction");
    const signUpId = actionId("app/(storefront)/account/sign-up/actions.ts", "signUp");
    const hidden = await signUpFormFields(server);
    // The owner signs in over and over while each flood runs; the p50 is taken per flood and over all of them.
    const during: Record<string, number[]> = {};
    const ownerStatuses: Record<string, number> = {};
    let phase = "";
    let flooding = true;
    const ownerLoop = (async () => {
      while (flooding) {
        const current = phase;
        const { status, ms } = await ownerSignIn(server, bearer, owner);
        ownerStatuses[status] = (ownerStatuses[status] ?? 0) + 1;
        (during[current] ??= []).push(ms);
      }
    })();
    const started = Date.now();
    const floods: Record<string, Awaited<ReturnType<typeof flood>>> = {};
    const floodOf = async (name: string, send: (n: number) => ReturnType<typeof postAction>) => {
      phase = name;
      floods[name] = await flood(FLOOD, send);
    };
    await floodOf("reset, made-up token, 1,024-character password", () =>
      postAction(server, "/account/reset-password", hidden, resetId, { token: "A".repeat(43), password: LONG_PASSWORD }, FLOOD_ADDRESS),
    );
    await floodOf("sign-up, 1,024-character password", (n) =>
      postAction(server, "/account/sign-up", hidden, signUpId, { name: "Flood", email: `long-${n}@example.test`, password: LONG_PASSWORD }, FLOOD_ADDRESS),
    );
    await floodOf("sign-up, acceptable password, new e-mails", (n) =>
      postAction(server, "/account/sign-up", hidden, signUpId, { name: "Flood", email: `flood-${n}@example.test`, password: "a long enough secret" }, FLOOD_ADDRESS),
    );
    // The control: as many page loads from the flooding address, which hash nothing: what the page work alone costs the owner.
    await floodOf("control: the sign-up page loaded (nothing hashed)", async () => {
      const response = await fetch(`${server.base}/account/sign-up`, { headers: { "x-forwarded-for": FLOOD_ADDRESS } });
      return { status: response.status, body: await response.text() };
    });
    const floodSeconds = (Date.now() - started) / 1000;
    flooding = false;
    await ownerLoop;

    const aloneP50 = p50(alone);
    const all = Object.values(during).flat();
    const duringP50 = p50(all);
    const ratio = duringP50 / aloneP50;
    console.log(`owner's sign-in p50 alone: ${aloneP50.toFixed(0)} ms (${alone.length} sign-ins from ${OWNER_ADDRESS})`);
    console.log(
      `owner's sign-in p50 during the floods: ${duringP50.toFixed(0)} ms (${all.length} sign-ins: ${Object.entries(ownerStatuses)
        .map(([s, n]) => `${n} × ${s}`)
        .join(", ")}); ratio ${ratio.toFixed(2)} (target ≤ 2)`,
    );
    for (const [name, result] of Object.entries(floods)) {
      const mine = during[name] ?? [];
      console.log(
        `flood "${name}" from ${FLOOD_ADDRESS}: ${Object.entries(result.statuses)
          .map(([s, n]) => `${n} × ${s}`)
          .join(", ")}; "too many" answers shown: ${result.tooMany}; owner's p50 meanwhile ${mine.length ? p50(mine).toFixed(0) : "-"} ms (${(mine.length ? p50(mine) / aloneP50 : 0).toFixed(2)} ×)`,
      );
    }
    console.log(`floods took ${floodSeconds.toFixed(1)} s (${Object.keys(floods).length} × ${FLOOD} requests, ${CONCURRENCY} at once)`);
    const serverErrors = Object.values(floods).reduce((sum, r) => sum + Object.entries(r.statuses).reduce((s, [status, n]) => s + (Number(status) >= 500 ? n : 0), 0), 0);
    const ownerFailures = Object.entries(ownerStatuses).reduce((s, [status, n]) => s + (status === "201" ? 0 : n), 0);
    ok = ratio <= 2 && serverErrors === 0 && ownerFailures === 0;
    console.log(`${ok ? "ok" : "MISSED"}: ratio ${ratio.toFixed(2)} ≤ 2, ${serverErrors} × 5xx to the flood, ${ownerFailures} of the owner's sign-ins refused`);
  } finally {
    await server.stop();
  }
  process.exit(ok ? 0 : 1);
}

await main();
