// Whether the storefront's and admin's cookies are marked Secure (sent over HTTPS only): COOKIE_SECURE
// (`on`/`off`), by default on in production (NODE_ENV=production) and off in development. Taken from
// configuration, never from a request header a client could send (X-Forwarded-Proto).
export function secureCookies(): boolean {
  const configured = (process.env.COOKIE_SECURE ?? "").trim().toLowerCase();
  if (["1", "true", "on", "yes"].includes(configured)) return true;
  if (["0", "false", "off", "no"].includes(configured)) return false;
  return process.env.NODE_ENV === "production";
}
