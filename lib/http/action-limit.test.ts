import { afterEach, describe, expect, it } from "vitest";
import { isServerAction, limitServerAction, refuseMalformedActionBody } from "./action-limit";
import { PEER_HEADER } from "./client-address";

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
    const from = (address: string) => new Headers({ [PEER_HEADER]: address, "x-forwarded-for": `${Math.random()}` });
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
    const answers = Array.from({ length: 3 }, (_, i) => limitServerAction(new Headers({ [PEER_HEADER]: `203.0.113.${i + 60}` }), token));
    expect(answers.map((a) => a?.status)).toEqual([undefined, undefined, 429]);
  });

  it("is off with RATE_LIMIT_PER_SECOND=0", () => {
    process.env.RATE_LIMIT_PER_SECOND = "0";
    expect(Array.from({ length: 50 }, () => limitServerAction(new Headers({ [PEER_HEADER]: "198.51.100.72" }), undefined)).every((a) => a === undefined)).toBe(true);
  });
});

describe("refuseMalformedActionBody", () => {
  const action = (body: string, type = "text/plain;charset=UTF-8") =>
    new Request("http://shop.test/account/sign-in", { method: "POST", headers: { "next-action": "x", "content-type": type }, body });
  it("lets React's argument lists and forms through", async () => {
    expect(await refuseMalformedActionBody(action('[{"email":"a"},"$K1"]'))).toBeUndefined();
    expect(await refuseMalformedActionBody(action("--XX\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n--XX--\r\n", "multipart/form-data; boundary=XX"))).toBeUndefined();
  });
  it("answers 400 to anything else", async () => {
    for (const request of [action("garbage"), action("{"), action('{"a":1}'), action("--XX\r\nbroken", "multipart/form-data; boundary=XX")]) {
      const answer = await refuseMalformedActionBody(request);
      expect(answer?.status).toBe(400);
    }
  });
});
