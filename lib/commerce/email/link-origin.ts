// The origin links in e-mail point at (a password reset, an order, an invoice), never taken from a request's
// Host, Origin or X-Forwarded-Host (a stranger chooses those: issue 44, docs/security.md "Links in e-mail"):
//  1. PUBLIC_URL (docs/operations.md), when set.
//  2. Else the store's origin, kept in the database (store_secrets `public_origin`): the first origin the store
//     was set up with, recorded once, never changed by a request: PUBLIC_URL at a start when it was set, or the
//     origin of the first administrator's sign-in on the admin pages (someone holding the client secret, at the
//     address they run the store from). The first one recorded stays; PUBLIC_URL overrides it.
//  3. Else this server on localhost (a store no administrator has signed in to yet, tests, e2e).
// Messages written by changes with no request to ask (a billing run) read the same origin.
import { readerDate } from "@/lib/shared/reader-terms";
import { secretStore } from "@/lib/storage/auth/secret-store";

const STORED = "public_origin";

// Once found it never changes (first wins), so an instance may keep it for good.
const holder = globalThis as unknown as { __cartwrightStoreOrigin?: string };

function configuredOrigin(publicUrl = process.env.PUBLIC_URL): string | undefined {
  try {
    if (publicUrl && publicUrl.trim() !== "") return new URL(publicUrl.trim()).origin;
  } catch {
    // An unusable PUBLIC_URL is refused where requests are answered (public-origin.ts); here, the fallback.
  }
  return undefined;
}

const localOrigin = (port = process.env.PORT) => `http://localhost:${port && /^\d+$/.test(port) ? port : "3000"}`;

/** The origin as this instance knows it now (without asking the database): see the order above. */
export function emailLinkOrigin(publicUrl = process.env.PUBLIC_URL, port = process.env.PORT): string {
  return configuredOrigin(publicUrl) ?? holder.__cartwrightStoreOrigin ?? localOrigin(port);
}

/** The origin, the stored one read from the database when this instance does not know it yet. */
export async function loadEmailLinkOrigin(): Promise<string> {
  const configured = configuredOrigin();
  if (configured) return configured;
  holder.__cartwrightStoreOrigin ??= await secretStore().stored(STORED);
  return emailLinkOrigin();
}

/**
 * Records `origin` as the store's origin when none is recorded yet (the first wins, on every instance): called with
 * PUBLIC_URL at start, and with the origin of an administrator's sign-in. Only http(s) origins are kept.
 */
export async function recordStoreOrigin(origin: string | undefined): Promise<void> {
  if (!origin || holder.__cartwrightStoreOrigin) return;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return;
  holder.__cartwrightStoreOrigin = await secretStore().secret(STORED, parsed.origin);
}

/** PUBLIC_URL's origin, when set and usable (recorded at start). */
export const publicUrlOrigin = () => configuredOrigin();

/** A date as a reader of the store's e-mail reads it, in the terms of one paying in `currency` (reader-terms.ts): "27 November 2026" for pounds, "November 27, 2026" for dollars; UTC days. */
export function emailDate(date: Date, currency?: string): string {
  return readerDate(date, currency);
}
