// Where to go after sign-in. Only a path on this site survives: browsers drop tabs and newlines from a
// URL and read `\` as `/`, so `/\t/evil.example` and `/\evil.example` mean `//evil.example`, another site.
// Anything with a control character, a backslash or a leading `//`, or that resolves to another origin, is
// refused; the same check runs when the page renders the form and when the action redirects. What is kept is
// the path as a browser would send it, percent-encoded (`/\u3000/x` → `/%E3%80%80/x`): a redirect's Location
// header may only hold ASCII, and a character beyond it would fail the redirect with a 500.
const ORIGIN = "http://cartwright.invalid";

/** The path on this site that `value` leads to, percent-encoded as a browser sends it; undefined when it leads elsewhere. */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2048) return undefined;
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  // Control characters (C0, DEL, C1), backslashes, and text that is not well-formed UTF-16.
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value) || !value.isWellFormed()) return undefined;
  try {
    const url = new URL(value, ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments resolve away (`/a/..//evil.example` is `//evil.example`): what is kept must be a path too.
    return url.origin === ORIGIN && !path.startsWith("//") && new URL(path, ORIGIN).origin === ORIGIN ? path : undefined;
  } catch {
    return undefined;
  }
}

/** A path on this site to return to after sign-in; anything else → /account. */
export function safeReturnPath(value: unknown): string {
  return returnPath(value) ?? "/account";
}
