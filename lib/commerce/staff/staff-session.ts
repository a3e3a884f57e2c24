// A staff member's admin session (docs/admin.md "Staff"): a row in staff_sessions named by a token signed with the
// store's key (audience "staff-session"), which lasts a working day (SESSION_HOURS). Every admin request checks the
// token's signature and expiry, then reads the session with its member in one statement: a session signed out (its
// row ended), of a member removed (the row is gone with them) or whose password was reset (every session ended)
// stops working at the next request. The caller it gives acts with the administrator's authority
// (client_credentials) and carries the member, so what they change is recorded under their name.
import { SignJWT, jwtVerify } from "jose";
import { staffStore, type StaffRow } from "@/lib/storage/staff/staff-store";
import type { Caller, StaffIdentity, StaffRole } from "../auth/tokens";
import { signingKey } from "../auth/signing-key";
import { now } from "../clock";

export const SESSION_HOURS = 8;
export const SESSION_SECONDS = SESSION_HOURS * 60 * 60;
const AUDIENCE = "staff-session";

export const staffIdentity = (row: Pick<StaffRow, "id" | "name" | "email" | "role">): StaffIdentity => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as StaffRole,
});

/** The caller a staff member's session gives the domain. */
export const staffCaller = (identity: StaffIdentity): Caller => ({ grant: "client_credentials", subject: `staff:${identity.id}`, staff: identity });

/** The signed token naming session `sessionId`, valid until `expires`. */
export async function sessionToken(sessionId: string, expires: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(sessionId)
    .setIssuedAt(Math.floor(now().getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .setAudience(AUDIENCE)
    .sign(await signingKey());
}

/** The session a token names when its signature holds and it has not expired (by the store's clock); else undefined. */
export async function sessionOfToken(token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      audience: AUDIENCE,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
      currentDate: now(),
    });
    return typeof payload.sub === "string" && /^[0-9a-f-]{36}$/.test(payload.sub) ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/** Starts a session for a member who has just proved who they are: its token and how long it lasts (seconds). */
export async function startStaffSession(staffId: string): Promise<{ token: string; expiresIn: number }> {
  const expires = new Date(now().getTime() + SESSION_SECONDS * 1000);
  const id = await staffStore.startSession(staffId, expires);
  return { token: await sessionToken(id, expires), expiresIn: SESSION_SECONDS };
}

/** The caller of a session token: its member as they are now, or null (bad token, expired, signed out, member removed). */
export async function staffCallerOfSession(token: string | undefined): Promise<Caller | null> {
  const session = await sessionOfToken(token);
  if (!session) return null;
  const member = await staffStore.memberOfSession(session, now());
  return member ? staffCaller(staffIdentity(member)) : null;
}

/** Signing out: the session stops working everywhere at once. */
export async function endStaffSession(token: string | undefined): Promise<void> {
  const session = await sessionOfToken(token);
  if (session) await staffStore.endSession(session, now());
}
