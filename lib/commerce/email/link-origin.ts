// The origin links in order and invoice e-mails point at: PUBLIC_URL (docs/operations.md), else this server on
// localhost. Such messages are written by changes that have no request to ask (a billing run), so a store whose
// e-mail leaves the building sets PUBLIC_URL (docs/email.md).
export function emailLinkOrigin(publicUrl = process.env.PUBLIC_URL, port = process.env.PORT): string {
  try {
    if (publicUrl && publicUrl.trim() !== "") return new URL(publicUrl.trim()).origin;
  } catch {
    // An unusable PUBLIC_URL is refused where requests are answered (public-origin.ts); here, the fallback.
  }
  return `http://localhost:${port && /^\d+$/.test(port) ? port : "3000"}`;
}

/** A date as a reader of the store's e-mail reads it: "27 November 2026" (UTC, as the store's dates are). */
export function emailDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date);
}
