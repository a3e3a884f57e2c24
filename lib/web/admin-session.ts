// The administrator's session in the admin pages: a client-credentials access token kept in an
// httpOnly, SameSite=Strict cookie (Secure as cookie-security.ts says), verified on the server for every page and
// action. Page scripts never see the token, and the client secret only travels in the sign-in form.
import "server-only";
import { cookies, headers } from "next/headers";
import { clientAddress } from "@/lib/http/client-address";
import { secureCookies } from "./cookie-security";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/commerce/errors";
import { issueAccessToken, verifyAccessToken, type Caller } from "@/lib/commerce/auth/tokens";
import { ADMIN_COOKIE } from "@/lib/http/session-cookies";

export { ADMIN_COOKIE };
export const ADMIN_HOME = "/admin";
const SIGN_IN = "/admin/sign-in";

/** Where to go after signing in: only a path inside /admin, never another site. */
export function safeAdminPath(next: unknown): string {
  if (typeof next !== "string") return ADMIN_HOME;
  if (!/^\/admin(\/[A-Za-z0-9/_-]*)?$/.test(next) || next.startsWith(SIGN_IN)) return ADMIN_HOME;
  return next;
}

export function signInPath(next?: string): string {
  return next ? `${SIGN_IN}?next=${encodeURIComponent(safeAdminPath(next))}` : SIGN_IN;
}

/**
 * Exchanges the client id and secret for a client-credentials token and keeps it in the session
 * cookie. The refusal's words when the credentials are refused, or the attempt is not admitted now
 * (too many attempts: sign-in-attempts.ts).
 */
export async function startAdminSession(clientId: string, clientSecret: string): Promise<{ ok: true } | { ok: false; tooMany: boolean; detail: string }> {
  let issued;
  try {
    issued = await issueAccessToken(
      { grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret },
      { address: clientAddress(await headers()) },
    );
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, tooMany: error.status === 429 || error.status === 503, detail: error.errors[0]?.detail ?? "" };
    throw error;
  }
  (await cookies()).set(ADMIN_COOKIE, issued.access_token, {
    httpOnly: true,
    sameSite: "strict",
    secure: secureCookies(),
    path: "/admin",
    maxAge: issued.expires_in,
  });
  return { ok: true };
}

export async function endAdminSession(): Promise<void> {
  (await cookies()).set(ADMIN_COOKIE, "", {
    httpOnly: true,
    sameSite: "strict",
    secure: secureCookies(),
    path: "/admin",
    maxAge: 0,
  });
}

/** The signed-in administrator, or null when the cookie is missing, tampered, expired or not an admin's. */
export async function adminCaller(): Promise<Caller | null> {
  const token = (await cookies()).get(ADMIN_COOKIE)?.value;
  if (!token) return null;
  try {
    const caller = await verifyAccessToken(token);
    return caller.grant === "client_credentials" ? caller : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** For every admin page and action: the administrator, or a redirect to sign-in (back to `path` after). */
export async function requireAdmin(path: string): Promise<Caller> {
  const caller = await adminCaller();
  if (!caller) redirect(signInPath(path));
  return caller;
}
