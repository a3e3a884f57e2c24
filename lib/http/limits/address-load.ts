// How many requests each client address has in flight in this process: counted when the server receives a request
// and until its response is finished or its connection closes (client-address.ts stampPeerAddress), read by the
// admission of pages (the proxy) and of the API (api.ts) under saturation (page-admission.ts), which are bundled
// apart in the same process: kept on globalThis. Files under /_next/static are not counted: they never wait for the
// database, and a browser fetches many at once.
const ADDRESS_LOAD = Symbol.for("cartwright.addressLoad");
type WithAddressLoad = typeof globalThis & { [ADDRESS_LOAD]?: Map<string, number> };

function counts(): Map<string, number> {
  const holder = globalThis as WithAddressLoad;
  return (holder[ADDRESS_LOAD] ??= new Map());
}

/** Counts a request of `address` in flight; the function returned ends it (once, however often it is called). */
export function requestStarted(address: string): () => void {
  const held = counts();
  held.set(address, (held.get(address) ?? 0) + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (held.get(address) ?? 1) - 1;
    if (left > 0) held.set(address, left);
    else held.delete(address);
  };
}

/** Whether a request for this path is counted (the framework's static files are not). */
export const countedPath = (url: string | undefined): boolean => !(url ?? "").startsWith("/_next/static/");

/** The requests `address` has in flight (this one included, when asked from within it), how many addresses have
 * any, and the requests in flight in all. */
export function addressShare(address: string): { held: number; addresses: number; total: number } {
  const held = counts();
  let total = 0;
  for (const count of held.values()) total += count;
  return { held: held.get(address) ?? 0, addresses: held.size, total };
}
