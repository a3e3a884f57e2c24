/** A path on this site to return to after sign-in; anything else (another origin, `//evil`, `/\evil`) → /account. */
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : "/account";
}
