import { afterEach, describe, expect, it } from "vitest";
import { isServerAction, limitServerAction, MAX_ARGUMENTS_BYTES, refuseMalformedActionBody } from "./action-limit";
import { PEER_HEADER } from "../origin/client-address";

describe("isServerAction", () => {
  const post = (headers: Record<string, string>, method = "POST") => new Request("http://store.test/products/mug", { method, headers });

  it("is React's call and a form's plain post (a browser without JavaScript), not a page read or another body", () => {
    expect(isServerAction(post({ "next-action": "abc", "content-type": "text/plain;charset=UTF-8" }))).toBe(true);
    expect(isServerAction(post({ "content-type": "multipart/form-data; boundary=----x" }))).toBe(true);
    expect(isServerAction(post({ "content-type": "application/x-www-form-urlencoded" }))).toBe(true);
    expect(isServerAction(post({ "content-type": "application/json" }))).toBe(false);
    expect(isServerAction(post({}, "GET"))).toBe(false);
  });
});

describe("limitServerAction", () => {
  afterEach(() => {
    process.env.RATE_LIMIT_PER_SECOND = "0";
    delete process.env.RATE_LIMIT_BURST;
  });

  it("lets a burst of actions through per address, then answers 429 with Retry-After", async () => {
    process.env.RATE_LIMIT_PER_SECOND = "1";
    process.env.RATE_LIMIT_BURST = "3";
    const from = (address: string) => new Headers({ [PEER_HEADER]: address, "x-forwarded-for": `${Math.random()}`, "next-action": "x" });
    const answers = Array.from({ length: 5 }, () => limitServerAction(from("198.51.100.70"), undefined));
    expect(answers.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(answers[3]?.status).toBe(429);
    expect(answers[3]?.headers.get("retry-after")).toBe("1");
    expect((await answers[3]!.json()).errors[0]).toMatchObject({ status: 429, title: "Too Many Requests" });
    expect(limitServerAction(from("198.51.100.71"), undefined)).toBeUndefined();
  });

  it("limits one session token across addresses", () => {
    process.env.RATE_LIMIT_PER_SECOND = "1";
    process.env.RATE_LIMIT_BURST = "2";
    const token = "header.payload.signature-of-this-test-token-000000000000000000";
    const answers = Array.from({ length: 3 }, (_, i) => limitServerAction(new Headers({ [PEER_HEADER]: `203.0.113.${i + 60}`, "next-action": "x" }), token));
    expect(answers.map((a) => a?.status)).toEqual([undefined, undefined, 429]);
  });

  it("charges a form posted without JavaScript (the whole page rendered again) five times a script's call", () => {
    process.env.RATE_LIMIT_PER_SECOND = "1";
    process.env.RATE_LIMIT_BURST = "20";
    const form = (address: string) => new Headers({ [PEER_HEADER]: address, "content-type": "application/x-www-form-urlencoded" });
    const call = (address: string) => new Headers({ [PEER_HEADER]: address, "content-type": "text/plain", "next-action": "x" });
    expect(Array.from({ length: 5 }, () => limitServerAction(form("198.51.100.80"), undefined)?.status)).toEqual([undefined, undefined, undefined, undefined, 429]);
    expect(Array.from({ length: 21 }, () => limitServerAction(call("198.51.100.81"), undefined)?.status).filter((s) => s === 429)).toHaveLength(1);
    process.env.ACTION_FORM_POST_COST = "1";
    try {
      expect(Array.from({ length: 21 }, () => limitServerAction(form("198.51.100.82"), undefined)?.status).filter((s) => s === 429)).toHaveLength(1);
    } finally {
      delete process.env.ACTION_FORM_POST_COST;
    }
  });

  it("is off with RATE_LIMIT_PER_SECOND=0", () => {
    process.env.RATE_LIMIT_PER_SECOND = "0";
    expect(Array.from({ length: 50 }, () => limitServerAction(new Headers({ [PEER_HEADER]: "198.51.100.72" }), undefined)).every((a) => a === undefined)).toBe(true);
  });
});

describe("isServerAction", () => {
  it("is what the framework takes for one: a POST with Next-Action, or a POST of a form", () => {
    const post = (headers: Record<string, string>) => new Request("http://shop.test/", { method: "POST", headers, body: "x" });
    expect(isServerAction(post({ "next-action": "x", "content-type": "text/plain" }))).toBe(true);
    expect(isServerAction(post({ "content-type": "multipart/form-data; boundary=XX" }))).toBe(true);
    expect(isServerAction(post({ "content-type": "application/x-www-form-urlencoded" }))).toBe(true);
    expect(isServerAction(post({ "content-type": "application/json" }))).toBe(false);
    expect(isServerAction(new Request("http://shop.test/", { headers: { "next-action": "x" } }))).toBe(false);
  });
});

describe("refuseMalformedActionBody", () => {
  const action = (body: string, type = "text/plain;charset=UTF-8") =>
    new Request("http://shop.test/account/sign-in", { method: "POST", headers: { "next-action": "x", "content-type": type }, body });
  it("lets React's argument lists and forms through", async () => {
    expect(await refuseMalformedActionBody(action('[{"email":"a"},"$undefined","$$x","$D2026-01-01","$n12"]'))).toBeUndefined();
    const call = '--XX\r\nContent-Disposition: form-data; name="0"\r\n\r\n[{"email":"a"},"$K1"]\r\n--XX\r\nContent-Disposition: form-data; name="1_email"\r\n\r\na@example.com\r\n--XX--\r\n';
    expect(await refuseMalformedActionBody(action(call, "multipart/form-data; boundary=XX"))).toBeUndefined();
    // A form posted without scripts: its action named in a field, no Next-Action header.
    const form = new Request("http://shop.test/account/sign-in", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=XX" },
      body: '--XX\r\nContent-Disposition: form-data; name="$ACTION_ID_x"\r\n\r\n\r\n--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XX--\r\n',
    });
    expect(await refuseMalformedActionBody(form)).toBeUndefined();
  });
  it("answers 400 to anything else", async () => {
    const call = (root: string) => action(`--XX\r\nContent-Disposition: form-data; name="0"\r\n\r\n${root}\r\n--XX--\r\n`, "multipart/form-data; boundary=XX");
    for (const request of [
      action("garbage"),
      action("{"),
      action('{"a":1}'),
      action("--XX\r\nbroken", "multipart/form-data; boundary=XX"),
      // References the framework cannot follow: parts a text body cannot have, a part not there, a bigint that is not one.
      action('["$K1"]'),
      action('["$1"]'),
      action('[{"a":["$@2"]}]'),
      action('["$nx"]'),
      action('["$h1"]'),
      action('["$1:a:b"]'),
      call('["$2"]'),
      call("not json"),
      call('{"not":"a list"}'),
    ]) {
      const answer = await refuseMalformedActionBody(request);
      expect(answer?.status).toBe(400);
    }
  });
  it("answers 413 to arguments over 1 MiB, declared or not, where the framework would answer 500", async () => {
    const huge = JSON.stringify(["x".repeat(1024 * 1024)]);
    expect((await refuseMalformedActionBody(action(huge)))?.status).toBe(413);
    const form = `--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\n${"y".repeat(1024 * 1024)}\r\n--XX--\r\n`;
    expect((await refuseMalformedActionBody(action(form, "multipart/form-data; boundary=XX")))?.status).toBe(413);
    const declared = new Request("http://shop.test/", { method: "POST", headers: { "next-action": "x", "content-type": "text/plain", "content-length": String(5 * 1024 * 1024) }, body: "[]" });
    expect((await refuseMalformedActionBody(declared))?.status).toBe(413);
  });
  it("answers 413 to a list of arguments over 128 KiB, where a cached read would key on it or the framework answer 500", async () => {
    // React's decoder fails on a list of several items whose strings add up to a million characters (a 500).
    expect((await refuseMalformedActionBody(action(JSON.stringify(["x".repeat(1000 * 1000), "USD", "$undefined", 1]))))?.status).toBe(413);
    expect((await refuseMalformedActionBody(action(JSON.stringify(["x".repeat(MAX_ARGUMENTS_BYTES)]))))?.status).toBe(413);
    const list = JSON.stringify(["y".repeat(MAX_ARGUMENTS_BYTES)]);
    const form = `--XX\r\nContent-Disposition: form-data; name="0"\r\n\r\n${list}\r\n--XX--\r\n`;
    expect((await refuseMalformedActionBody(action(form, "multipart/form-data; boundary=XX")))?.status).toBe(413);
    // A product's longest text, and a form's fields beside a short list, pass.
    expect(await refuseMalformedActionBody(action(JSON.stringify([{ description: "é".repeat(10_000), name: "Cast iron" }])))).toBeUndefined();
    const fields = `--XX\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--XX\r\nContent-Disposition: form-data; name="1_note"\r\n\r\n${"z".repeat(500_000)}\r\n--XX--\r\n`;
    expect(await refuseMalformedActionBody(action(fields, "multipart/form-data; boundary=XX"))).toBeUndefined();
  });
});
