import { afterEach, describe, expect, it, vi } from "vitest";
import { PEER_HEADER } from "./client-address";
import { parsePublicUrl, publicOrigin } from "./public-origin";

const request = (headers: Record<string, string>, url = "http://localhost:3000/v2/files") => new Request(url, { headers });

describe("publicOrigin", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is PUBLIC_URL's origin when it is set, whatever the request says", () => {
    vi.stubEnv("PUBLIC_URL", "https://shop.example.com/ignored/path");
    vi.stubEnv("TRUSTED_PROXIES", "1");
    expect(publicOrigin(request({ host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" }))).toBe("https://shop.example.com");
  });

  it("behind a trusted proxy is the origin the proxy was asked for (the left-most hop)", () => {
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("TRUSTED_PROXIES", "127.0.0.1");
    const forwarded = { [PEER_HEADER]: "127.0.0.1", host: "127.0.0.1:4500", "x-forwarded-proto": "https, http", "x-forwarded-host": "shop.example:4543, inner" };
    expect(publicOrigin(request(forwarded))).toBe("https://shop.example:4543");
    vi.stubEnv("TRUSTED_PROXIES", "1");
    expect(publicOrigin(request({ ...forwarded, [PEER_HEADER]: "10.0.0.9" }))).toBe("https://shop.example:4543");
  });

  it("believes no forwarded header from a connection that is not a trusted proxy", () => {
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("TRUSTED_PROXIES", "10.0.0.0/8");
    const spoofed = { [PEER_HEADER]: "203.0.113.7", host: "127.0.0.1:4500", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
    expect(publicOrigin(request(spoofed))).toBe("http://127.0.0.1:4500");
    vi.stubEnv("TRUSTED_PROXIES", "");
    expect(publicOrigin(request({ ...spoofed, [PEER_HEADER]: "10.0.0.1" }))).toBe("http://127.0.0.1:4500");
  });

  it("is the request's own origin otherwise: the Host it was sent to, or its URL's when the Host is not a host", () => {
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("TRUSTED_PROXIES", "");
    expect(publicOrigin(request({ host: "Shop.Example:8080" }))).toBe("http://shop.example:8080");
    expect(publicOrigin(request({ host: "[::1]:3000" }))).toBe("http://[::1]:3000");
    expect(publicOrigin(request({ host: "a b/c" }))).toBe("http://localhost:3000");
    expect(publicOrigin(request({}))).toBe("http://localhost:3000");
  });

  it("ignores a trusted proxy's headers that do not make an origin", () => {
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("TRUSTED_PROXIES", "1");
    expect(publicOrigin(request({ host: "127.0.0.1:4500", "x-forwarded-host": "shop.example/x", "x-forwarded-proto": "https" }))).toBe("http://127.0.0.1:4500");
    expect(publicOrigin(request({ host: "127.0.0.1:4500", "x-forwarded-host": "shop.example", "x-forwarded-proto": "gopher" }))).toBe("http://127.0.0.1:4500");
  });
});

describe("parsePublicUrl", () => {
  it("takes an http(s) URL's origin and refuses anything else, naming the setting", () => {
    expect(parsePublicUrl(undefined)).toBeUndefined();
    expect(parsePublicUrl(" ")).toBeUndefined();
    expect(parsePublicUrl("https://shop.example.com/")).toBe("https://shop.example.com");
    expect(() => parsePublicUrl("shop.example.com")).toThrow(/PUBLIC_URL/);
    expect(() => parsePublicUrl("ftp://shop.example.com")).toThrow(/PUBLIC_URL/);
  });
});
