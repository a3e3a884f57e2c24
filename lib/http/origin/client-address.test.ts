import http from "node:http";
import { describe, expect, it } from "vitest";
import { PEER_HEADER, parseTrustedProxies, resolveClientAddress, stampPeerAddress } from "./client-address";

describe("resolveClientAddress", () => {
  const none = parseTrustedProxies("");
  it("without TRUSTED_PROXIES takes the connection and ignores X-Forwarded-For", () => {
    expect(resolveClientAddress("203.0.113.5", "198.51.100.1", none)).toBe("203.0.113.5");
    expect(resolveClientAddress("::ffff:203.0.113.5", null, none)).toBe("203.0.113.5");
  });
  it("with trusted proxy addresses takes the right-most untrusted address", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8, 127.0.0.1");
    // The client wrote "1.1.1.1" itself; the proxy appended the address it saw (203.0.113.9).
    expect(resolveClientAddress("10.1.2.3", "1.1.1.1, 203.0.113.9", trusted)).toBe("203.0.113.9");
    expect(resolveClientAddress("127.0.0.1", "203.0.113.9, 10.0.0.2", trusted)).toBe("203.0.113.9");
    // A connection that is not a trusted proxy: its header is not believed.
    expect(resolveClientAddress("198.51.100.7", "1.1.1.1", trusted)).toBe("198.51.100.7");
    // Every hop trusted: the left-most.
    expect(resolveClientAddress("10.0.0.1", "10.0.0.2", trusted)).toBe("10.0.0.2");
  });
  it("with a hop count takes the address that many hops from the right", () => {
    expect(resolveClientAddress("10.0.0.1", "1.1.1.1, 203.0.113.9", parseTrustedProxies("1"))).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.1", "1.1.1.1, 203.0.113.9, 10.0.0.2", parseTrustedProxies("2"))).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9", parseTrustedProxies("5"))).toBe("203.0.113.9");
  });
  it("understands IPv6 subnets", () => {
    expect(resolveClientAddress("fd00::1", "2001:db8::7", parseTrustedProxies("fd00::/8"))).toBe("2001:db8::7");
  });
  it("refuses a setting that is not addresses", () => {
    expect(() => parseTrustedProxies("proxy.example")).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("stampPeerAddress", () => {
  it("overwrites a peer header the client sent with the socket's address", async () => {
    stampPeerAddress();
    const server = http.createServer((req, res) => res.end(String(req.headers[PEER_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: "198.51.100.66" } });
      expect(await response.text()).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});
