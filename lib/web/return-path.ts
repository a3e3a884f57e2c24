// Where to go after sign-in. Only a path on this site survives: browsers drop tabs and newlines from a
// URL and read `\` as `/`, so `/\t/evil.example` and `/\evil.example` mean `//evil.example`, another site.
// Anything with a control character, a backslash or a leading `//`, or that resolves to another origin, is
// refused; the same check runs when the page renders the form and when the action redirects.
const ORIGIN = "http://cartwright.invalid";

export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2048) return false;
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // Control characters (C0, DEL, C1), backslashes, and text that is not well-formed UTF-16.
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value) || !value.isWellFormed()) return false;
  try {
    return new URL(value, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/** A path on this site to return to after sign-in; anything else → /account. */
export function safeReturnPath(value: unknown): string {
  return isSafeReturnPath(value) ? value : "/account";
}
