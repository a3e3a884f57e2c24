import { afterEach, describe, expect, it } from "vitest";
import { limitServerAction } from "./action-limit";
import { PEER_HEADER } from "./client-address";

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
