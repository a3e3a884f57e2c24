import { afterEach, describe, expect, it, vi } from "vitest";
import { secureCookies } from "./cookie-security";

describe("secureCookies", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  it("is on in production unless configured off, and off elsewhere unless configured on", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("COOKIE_SECURE", "");
    expect(secureCookies()).toBe(true);
    vi.stubEnv("COOKIE_SECURE", "off");
    expect(secureCookies()).toBe(false);
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("COOKIE_SECURE", "");
    expect(secureCookies()).toBe(false);
    vi.stubEnv("COOKIE_SECURE", "on");
    expect(secureCookies()).toBe(true);
  });
});
