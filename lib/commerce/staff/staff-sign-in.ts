// A staff member signs in to the admin with their e-mail and password, under the shoppers' sign-in rules
// (sign-in-attempts.ts: per account and origin, per address, and the account's ceiling), in a key space of its own
// ("staff:<e-mail>"), so a staff member's failures and a shopper's with the same e-mail never count together. An
// unknown e-mail costs as much as a wrong password (passwords.ts verifyAgainstNothing). Device cookies
// (known-devices.ts) name the account by the same key.
import { staffStore } from "@/lib/storage/staff/staff-store";
import type { StaffIdentity } from "../auth/tokens";
import { verifyAgainstNothing, verifyPassword } from "../auth/passwords";
import { guardSignIn, MEMBER_SIGN_IN, type AttemptOrigin } from "../auth/sign-in-attempts";
import { knownDevice, rememberDevice } from "../auth/known-devices";
import { staffIdentity, startStaffSession } from "./staff-session";

/** The key a staff member's sign-ins are counted under (and their device cookie names). */
export const staffSignInKey = (email: string) => `staff:${email.trim().toLowerCase()}`;

/** The member whose e-mail and password these are, or undefined; 429 (ApiError) when the attempt is not admitted now. */
export async function signInStaff(email: string, password: string, origin: AttemptOrigin): Promise<StaffIdentity | undefined> {
  return guardSignIn(staffSignInKey(email), origin, MEMBER_SIGN_IN, async () => {
    const row = await staffStore.byEmail(email);
    if (!row) return verifyAgainstNothing(password).then(() => undefined);
    return (await verifyPassword(password, row.passwordHash)) ? staffIdentity(row) : undefined;
  });
}

/** The browser a sign-in comes from: its address and the device token its admin device cookie holds. */
export type StaffBrowser = { address: string; deviceToken?: string };

/**
 * The admin sign-in page's sign-in: the member and a new session (staff-session.ts) and the browser's device token
 * with this member in it, or undefined for a wrong e-mail or password.
 */
export async function signInStaffBrowser(
  credentials: { email: string; password: string },
  from: StaffBrowser,
): Promise<{ staff: StaffIdentity; session: { token: string; expiresIn: number }; deviceToken: string } | undefined> {
  const key = staffSignInKey(credentials.email);
  const staff = await signInStaff(credentials.email, credentials.password, { address: from.address, device: await knownDevice(from.deviceToken, key) });
  if (!staff) return undefined;
  return { staff, session: await startStaffSession(staff.id), deviceToken: await rememberDevice(from.deviceToken, key) };
}
