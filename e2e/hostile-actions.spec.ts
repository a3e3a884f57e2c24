// The hostile-input test (tests/api/hostile-input.test.ts) for Server Actions, which only a running build
// serves: every action of the build (its ids from .next's server reference manifest, checked against the ids
// the rendered forms carry) is called at a page that has it, with random bodies React's client would never
// send — arguments of the wrong kinds and counts, malformed JSON, React reference strings, lone surrogates,
// NULs, forms with hostile fields, bodies over the size limit — anonymously, as a signed-in shopper and as
// the administrator. Never a 5xx, and nothing changes.
import fc from "fast-check";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, token } from "./support/storefront";
import { adminSessionCookie } from "./support/admin";
import { buildServerReferences, type ServerReference } from "./support/server-references";

type Action = ServerReference;

/** Every Server Action of the build the server runs, each with a page that has it. */
const buildActions = (): Action[] => buildServerReferences();

const unpaired = fc.constantFrom("\ud800", "a\udc00b", "\udfff\ud800", "x\ud83d");
const nul = fc.constantFrom("\u0000", "a\u0000b", "demo@cartwright.test\u0000");
// React's reply format: a string starting with $ refers to another part or a special value.
const reference = fc.constantFrom("$undefined", "$NaN", "$Infinity", "$-0", "$D2020-01-01", "$Dnope", "$n12", "$nx", "$$x", "$K1", "$K", "$Q1", "$W1", "$@1", "$1", "$1:a:b", "$T", "$h1", "$F1", "$S", "$B1", "$Z", "$", "$@");
const argument = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string({ maxLength: 30 }),
    unpaired,
    nul,
    reference,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("country", "shippingMethodId", "customer", "email", "0", "$ACTION_ID_x")), tie("value"), { maxKeys: 4 }),
  ),
})).value;
const fieldValue = fc.oneof(fc.string({ maxLength: 40 }), nul, unpaired, reference, fc.constantFrom("yes", "USD", "demo@cartwright.test", "pause", "hostile-x"));
const fieldName = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("currency", "email", "password", "next", "order_id", "transaction_id", "confirm", "amount", "action", "address_id", "offering_id", "plan_id", "quantity", "client_id", "client_secret", "0", "1", "1_email", "$ACTION_REF_1", "$ACTION_1:0", "$ACTION_KEY"));
const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 6 });

type Body = { type: string; data: string | Buffer; kind: string };
const BOUNDARY = "----hostile4f2a";
function multipart(parts: [string, string][]): Buffer {
  const chunks = parts.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "_")}"\r\n\r\n${value}\r\n`);
  return Buffer.from(`${chunks.join("")}--${BOUNDARY}--\r\n`, "utf8");
}
const urlencoded = (parts: [string, string][]) => parts.map(([k, v]) => `${encodeURIComponent(k.toWellFormed())}=${encodeURIComponent(v.toWellFormed())}`).join("&");

const body = (actionId: string): fc.Arbitrary<Body> =>
  fc.oneof(
    // A well-formed list of arguments of any kinds and counts (what a script calling the action could send).
    fc.array(argument, { maxLength: 5 }).map((args) => ({ kind: "arguments", type: "text/plain;charset=UTF-8", data: JSON.stringify(args) })),
    // Not a list of arguments at all.
    fc.oneof(fc.string({ maxLength: 60 }), argument.map((v) => JSON.stringify(v)), fc.constantFrom("", "[", "{", "[1,", '["\\ud800"', "\u0000", "[".repeat(300) + "]".repeat(300), "[1e309]")).map((text) => ({ kind: "text", type: "text/plain;charset=UTF-8", data: text })),
    // A script's call with FormData arguments: the list in field 0, the forms' fields beside it.
    fc.tuple(fc.array(argument, { maxLength: 3 }), fields).map(([args, extra]) => ({ kind: "multipart call", type: `multipart/form-data; boundary=${BOUNDARY}`, data: multipart([["0", JSON.stringify(args)], ...extra]) })),
    // A form posted without scripts: the action's id in a field, hostile fields beside it.
    fields.map((extra) => ({ kind: "form", type: `multipart/form-data; boundary=${BOUNDARY}`, data: multipart([[`$ACTION_ID_${actionId}`, ""], ...extra]) })),
    fields.map((extra) => ({ kind: "urlencoded form", type: "application/x-www-form-urlencoded", data: urlencoded([[`$ACTION_ID_${actionId}`, ""], ...extra]) })),
    // Over the size limit (made when sent: a counterexample stays short).
    fc.constantFrom(
      { kind: "huge arguments", type: "text/plain;charset=UTF-8", data: "huge" },
      { kind: "huge form", type: `multipart/form-data; boundary=${BOUNDARY}`, data: "huge" },
      { kind: "huge urlencoded form", type: "application/x-www-form-urlencoded", data: "huge" },
    ),
  );

const HUGE = 3 * 1024 * 1024;
function sent(b: Body, actionId: string): string | Buffer {
  if (b.data !== "huge") return b.data;
  if (b.kind === "huge arguments") return JSON.stringify(["x".repeat(HUGE)]);
  if (b.kind === "huge form") return multipart([[`$ACTION_ID_${actionId}`, ""], ["email", "y".repeat(HUGE)]]);
  return urlencoded([[`$ACTION_ID_${actionId}`, ""], ["email", "z".repeat(HUGE)]]);
}

async function sessionCookies(request: APIRequestContext): Promise<{ shopper: string; admin: string }> {
  const implicit = await token(request);
  const member = await request.post("/v2/account-members/tokens", {
    headers: { authorization: `Bearer ${implicit}` },
    data: { data: { type: "account_management_authentication_token", authentication_mechanism: "password", username: DEMO.email, password: DEMO.password } },
  });
  expect(member.status()).toBe(201);
  const accountToken = (await member.json()).data[0].token as string;
  // The administrator: the demo owner's staff session (an API token is no admin session).
  return { shopper: `cw_account=${accountToken}`, admin: await adminSessionCookie(test.info().project.use.baseURL!) };
}

test("Server Actions answer hostile calls without a 5xx, and nothing changes", async ({ request }) => {
  test.setTimeout(600_000);
  const actions = buildActions();
  // The build's actions include every form's: the ids the pages render are among them.
  const html = await (await request.get("/account/sign-in")).text();
  const rendered = [...html.matchAll(/\$ACTION_ID_([0-9a-f]{40,44})/g)].map((m) => m[1]);
  expect(rendered.length, "the sign-in page renders its form's action id").toBeGreaterThan(0);
  for (const id of rendered) expect(actions.map((a) => a.id)).toContain(id);
  expect(actions.length, "every Server Action of app/ (grep \"use server\")").toBeGreaterThanOrEqual(20);

  const sessions = await sessionCookies(request);
  const admin = await token(request, true);
  const settings = async () => (await (await request.get("/v2/settings/cart", { headers: { authorization: `Bearer ${admin}` } })).json()).data;
  const orders = async () => (await (await request.get("/v2/orders?page[limit]=100", { headers: { authorization: `Bearer ${admin}` } })).json()).data.map((o: { id: string; status: string; payment: string; shipping: string }) => `${o.id} ${o.status} ${o.payment} ${o.shipping}`);
  const before = { settings: await settings(), orders: await orders() };

  const statuses: Record<string, number> = {};
  const call = fc
    .record({ action: fc.constantFrom(...actions), who: fc.constantFrom("anonymous", "shopper", "admin"), seed: fc.nat() })
    .chain(({ action, who }) => body(action.id).map((b) => ({ action, who, body: b })));
  await fc.assert(
    fc.asyncProperty(call, async ({ action, who, body: b }) => {
      const headers: Record<string, string> = { "next-action": action.id, "content-type": b.type, accept: "text/x-component" };
      if (who !== "anonymous") headers.cookie = who === "shopper" ? sessions.shopper : sessions.admin;
      if (b.kind.endsWith("form")) delete headers["next-action"];
      const response = await request.post(action.page, { headers, data: sent(b, action.id), maxRedirects: 0, timeout: 60_000 });
      statuses[response.status()] = (statuses[response.status()] ?? 0) + 1;
      expect(response.status(), `${action.name ?? action.id} at ${action.page} as ${who}: ${b.kind} ${String(b.data).slice(0, 200)}`).toBeLessThan(500);
    }),
    { numRuns: Number(process.env.HOSTILE_ACTION_RUNS ?? 600), seed: process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined },
  );
  console.log(`hostile Server Action calls by status: ${JSON.stringify(statuses)}`);
  // The limits let the fuzz through (at most a few 429s): the actions were reached, not only the proxy.
  expect(statuses[429] ?? 0).toBeLessThan(60);
  expect({ settings: await settings(), orders: await orders() }).toEqual(before);
});
