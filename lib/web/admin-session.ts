// The admin pages' session: a staff member's signed session token (lib/commerce/staff/staff-session.ts) kept in an
// httpOnly, SameSite=Strict cookie on /admin (Secure as cookie-security.ts says), for a working day. Every page and
// action verifies it on the server and reads the session with its member: a member signed out or removed is sent
// to sign-in at their next request. The API client's secret is never a person's sign-in: these pages take a staff
// member's e-mail and password only. docs/admin.md "Staff".
import "server-only";
import { cookies, headers } from "next/headers";
import { clientAddress } from "@/lib/http/origin/client-address";
import { secureCookies } from "./cookie-security";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/commerce/errors";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { endStaffSession, staffCallerOfSession } from "@/lib/commerce/staff/staff-session";
import { signInStaffBrowser } from "@/lib/commerce/staff/staff-sign-in";
import { isOwnerCaller } from "@/lib/commerce/staff/staff-permissions";
import { ADMIN_COOKIE } from "@/lib/http/api/session-cookies";
import { deviceToken, keepDeviceToken } from "./device-cookie";

export { ADMIN_COOKIE };
export const ADMIN_HOME = "/admin";
const SIGN_IN = "/admin/sign-in";
/** Where a staff member lands on an owner-only page: it says so. */
export const OWNER_ONLY_PAGE = "/admin/owner-only";

/** Where to go after signing in: only a path inside /admin, never another site. */
export function safeAdminPath(next: unknown): string {
  if (typeof next !== "string") return ADMIN_HOME;
  if (!/^\/admin(\/[A-Za-z0-9/_-]*)?$/.test(next) || next.startsWith(SIGN_IN)) return ADMIN_HOME;
  return next;
}

export function signInPath(next?: string): string {
  return next ? `${SIGN_IN}?next=${encodeURIComponent(safeAdminPath(next))}` : SIGN_IN;
}

const cookieOptions = (maxAge: number) => ({ httpOnly: true, sameSite: "strict" as const, secure: secureCookies(), path: "/admin", maxAge });

/**
 * Signs a staff member in with their e-mail and password and keeps the session in the cookie. The refusal's words
 * when the e-mail and password are refused, or the attempt is not admitted now (too many attempts: sign-in-attempts.ts).
 */
export async function startAdminSession(email: string, password: string): Promise<{ ok: true } | { ok: false; tooMany: boolean; detail: string }> {
  let signedIn;
  try {
    signedIn = await signInStaffBrowser({ email, password }, { address: clientAddress(await headers()), deviceToken: await deviceToken("admin") });
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, tooMany: error.status === 429 || error.status === 503, detail: error.errors[0]?.detail ?? "" };
    throw error;
  }
  if (!signedIn) return { ok: false, tooMany: false, detail: "" };
  await keepAdminSession(signedIn.session);
  await keepDeviceToken(signedIn.deviceToken, "admin");
  return { ok: true };
}

/** Keeps a session just started (a sign-in, an accepted invitation) in the cookie. */
export async function keepAdminSession(session: { token: string; expiresIn: number }): Promise<void> {
  (await cookies()).set(ADMIN_COOKIE, session.token, cookieOptions(session.expiresIn));
}

/** Signing out: the session ends (it stops working everywhere) and the cookie goes. */
export async function endAdminSession(): Promise<void> {
  const jar = await cookies();
  await endStaffSession(jar.get(ADMIN_COOKIE)?.value);
  jar.set(ADMIN_COOKIE, "", cookieOptions(0));
}

/** The signed-in staff member, or null when the cookie is missing, tampered, expired, signed out or their member removed. */
export async function adminCaller(): Promise<Caller | null> {
  return staffCallerOfSession((await cookies()).get(ADMIN_COOKIE)?.value);
}

/** For every admin page and action: the staff member, or a redirect to sign-in (back to `path` after). */
export async function requireAdmin(path: string): Promise<Caller> {
  const caller = await adminCaller();
  if (!caller) redirect(signInPath(path));
  return caller;
}

/** For the owner's pages and actions (settings, shipping and tax, payments, staff): staff are shown why they may not. */
export async function requireOwner(path: string): Promise<Caller> {
  const caller = await requireAdmin(path);
  if (!isOwnerCaller(caller)) redirect(OWNER_ONLY_PAGE);
  return caller;
}
