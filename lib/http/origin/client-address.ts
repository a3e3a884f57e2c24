// The client's address, for rate limits and sign-in limits. It comes from the connection: the server
// stamps every incoming request with its socket's address (stampPeerAddress, installed at start) in a
// header a client cannot set, because the stamp overwrites it. X-Forwarded-For is believed only as far as
// TRUSTED_PROXIES says: a list of proxy addresses / CIDRs (the right-most address that is not one of them is
// the client), or a hop count (that many proxies in front; the address they saw is the client). Without it,
// X-Forwarded-For is ignored: anyone can write anything there.
import http from "node:http";
import net from "node:net";
import { countedPath, requestStarted } from "../limits/address-load";

/** The header the server writes the connection's address into (and overwrites when a client sends it). */
export const PEER_HEADER = "x-cartwright-peer";

type Trust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; matches: (address: string) => boolean };

/** Parses TRUSTED_PROXIES: empty → trust no proxy; a whole number → hop count; else addresses / CIDRs. */
export function parseTrustedProxies(value: string | undefined): Trust {
  const text = (value ?? "").trim();
  if (text === "" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const list = new net.BlockList();
  for (const entry of text.split(",").map((s) => s.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split("/");
    const family = net.isIPv6(address) ? "ipv6" : net.isIPv4(address) ? "ipv4" : undefined;
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return { kind: "list", matches: (a) => matchesList(list, a) };
}

function matchesList(list: net.BlockList, address: string): boolean {
  const plain = normalise(address);
  if (net.isIPv4(plain)) return list.check(plain, "ipv4");
  if (net.isIPv6(plain)) return list.check(plain, "ipv6");
  return false;
}

/** `::ffff:10.0.0.1` → `10.0.0.1`; `[::1]:443` / `1.2.3.4:80` → the address alone. */
function normalise(address: string): string {
  let a = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a)) a = a.slice(7);
  return a;
}

let cached: { source: string | undefined; trust: Trust } | undefined;
function trust(): Trust {
  const source = process.env.TRUSTED_PROXIES;
  if (!cached || cached.source !== source) cached = { source, trust: parseTrustedProxies(source) };
  return cached.trust;
}

/**
 * The client's address from the connection's address and the X-Forwarded-For chain, under `trusted`.
 * The chain is read right to left: each hop appends the address it received from.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | null, trusted: Trust): string {
  const connection = normalise(peer) || "unknown";
  if (trusted.kind === "none" || !forwardedFor) return connection;
  const chain = [...forwardedFor.split(",").map(normalise).filter(Boolean), connection];
  if (trusted.kind === "hops") return chain[Math.max(0, chain.length - 1 - trusted.hops)];
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!trusted.matches(chain[i])) return chain[i];
  }
  return chain[0];
}

/** Whether the connection comes from a proxy TRUSTED_PROXIES names (a hop count trusts whatever connects). */
export function peerIsTrustedProxy(peer: string, trusted: Trust): boolean {
  if (trusted.kind === "none") return false;
  if (trusted.kind === "hops") return trusted.hops > 0;
  return trusted.matches(normalise(peer));
}

/** Whether a request came through a trusted proxy, whose X-Forwarded-* headers may then be believed. */
export function fromTrustedProxy(headers: Headers): boolean {
  return peerIsTrustedProxy(headers.get(PEER_HEADER) ?? "", trust());
}

/** The client's address of a request (API route or Server Action headers). */
export function clientAddress(headers: Headers): string {
  return resolveClientAddress(headers.get(PEER_HEADER) ?? "", headers.get("x-forwarded-for"), trust());
}

const installed = globalThis as unknown as { __cartwrightPeerStamp?: boolean };

/**
 * Makes every HTTP server of this process write the socket's address into PEER_HEADER before anyone
 * sees the request (Next keeps the client's own X-Forwarded-For, so the connection is otherwise lost), and count
 * the request against its client's address until its response ends (address-load.ts: admission under saturation).
 */
export function stampPeerAddress(): void {
  if (installed.__cartwrightPeerStamp) return;
  installed.__cartwrightPeerStamp = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" || event === "checkContinue" || event === "upgrade") {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? "unknown";
      const response = args[1] as http.ServerResponse | undefined;
      if (event === "request" && response && countedPath(request.url)) {
        const forwarded = request.headers["x-forwarded-for"];
        const ended = requestStarted(resolveClientAddress(request.headers[PEER_HEADER], Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? null), trust()));
        response.once("finish", ended);
        response.once("close", ended);
      }
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof emit;
}
