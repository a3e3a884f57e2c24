import { describe, expect, it } from "vitest";
import { isPermanentFailure, MAX_ATTEMPTS, retryDelayMs } from "./retry-backoff";

describe("retry backoff", () => {
  it("waits longer after each failure, at most six hours, and gives up after the last attempt", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(3)).toBe(480_000);
    expect(retryDelayMs(6)).toBe(6 * 3600_000);
    expect(retryDelayMs(MAX_ATTEMPTS - 1)).toBe(6 * 3600_000);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeUndefined();
  });
  it("never retries a permanent refusal", () => {
    expect(retryDelayMs(1, true)).toBeUndefined();
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" }))).toBe(false);
  });
});
