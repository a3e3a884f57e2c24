import { describe, expect, it } from "vitest";
import { ALLOWED_ACTION_ORIGINS, refuseForeignOrigin } from "./action-origin";

const call = (headers: Record<string, string>, contentType = "text/plain;charset=UTF-8") =>
  new Request("http://store.test/account/sign-in", { method: "POST", headers: { host: "store.test", "next-action": "abc", "content-type": contentType, ...headers } });

describe("refuseForeignOrigin", () => {
  // The framework's answers, observed on a production build: 500 where it refuses, the action's own answer where it runs.
  it("refuses with 403 in the envelope exactly the calls the framework refuses", async () => {
    const refused: Record<string, string>[] = [
      { origin: "http://evil.example" },
      { origin: "null" },
      { origin: "garbage" },
      { origin: "http://localhost" },
      { origin: "http://store.test", "x-forwarded-host": "other.test" },
      { origin: "http://EVIL.example", host: "EVIL.example" },
      { origin: "http://evil.example", "x-forwarded-host": "" },
      { origin: "http://store.test:8080" },
    ];
    for (const headers of refused) {
      const answer = refuseForeignOrigin(call(headers));
      expect(answer?.status, JSON.stringify(headers)).toBe(403);
      expect((await answer!.json()).errors[0]).toMatchObject({ status: 403, title: "Forbidden" });
    }
    const runs: Record<string, string>[] = [
      {},
      { origin: "http://store.test" },
      { origin: "HTTP://STORE.test" },
      { origin: "https://store.test/any/path" },
      { origin: "http://evil.example", "x-forwarded-host": "evil.example" },
      { origin: "http://evil.example", "x-forwarded-host": "evil.example, proxy.test" },
      { origin: "http://evil.example", host: "evil.example" },
    ];
    for (const headers of runs) expect(refuseForeignOrigin(call(headers)), JSON.stringify(headers)).toBeUndefined();
  });

  it("leaves an urlencoded post alone: the framework runs no action for one", () => {
    expect(refuseForeignOrigin(call({ origin: "http://evil.example" }, "application/x-www-form-urlencoded"))).toBeUndefined();
    expect(refuseForeignOrigin(call({ origin: "http://evil.example" }, "multipart/form-data; boundary=x"))?.status).toBe(403);
  });

  it("lets through the origins allowedOrigins names, with the framework's wildcards", () => {
    const allowed = ["shop.example", "*.cdn.example", "**.partner.example"];
    expect(refuseForeignOrigin(call({ origin: "https://shop.example" }), allowed)).toBeUndefined();
    expect(refuseForeignOrigin(call({ origin: "https://eu.cdn.example" }), allowed)).toBeUndefined();
    expect(refuseForeignOrigin(call({ origin: "https://a.b.partner.example" }), allowed)).toBeUndefined();
    expect(refuseForeignOrigin(call({ origin: "https://a.b.cdn.example" }), allowed)?.status).toBe(403);
    expect(refuseForeignOrigin(call({ origin: "https://cdn.example" }), allowed)?.status).toBe(403);
    expect(refuseForeignOrigin(call({ origin: "https://evil.example" }), ["*"])?.status).toBe(403);
  });

  it("names the origins next.config.mjs allows", async () => {
    const config = (await import(/* @vite-ignore */ `${process.cwd()}/next.config.mjs`)).default as { experimental?: { serverActions?: { allowedOrigins?: string[] } } };
    expect(config.experimental?.serverActions?.allowedOrigins ?? []).toEqual(ALLOWED_ACTION_ORIGINS);
  });
});
