// A staff member's password reset ("Forgot your password?" on the admin sign-in): the shoppers' rules
// (accounts/password-reset.ts: the same answer either way, RESET_VALID_MINUTES, RESETS_PER_HOUR, one use, the
// token kept hashed, hashing admitted by address) on the staff's own links. Using a link ends every session of the
// member and clears their sign-in ceiling.
import { staffStore } from "@/lib/storage/staff/staff-store";
import { newOneTimeToken, oneTimeTokenHash, oneTimeTokenSchema } from "../auth/one-time-token";
import { hashPassword } from "../auth/passwords";
import { admitPasswordHashing, clearSignInLimits } from "../auth/sign-in-attempts";
import { RESET_VALID_MINUTES, RESETS_PER_HOUR } from "../accounts/password-reset";
import { now } from "../clock";
import { enqueueEmail } from "../email/outbox";
import { STORE_NAME } from "../email/messages";
import { loadEmailLinkOrigin } from "../email/link-origin";
import { staffSignInKey } from "./staff-sign-in";

export async function requestStaffPasswordReset(email: string): Promise<void> {
  const at = now();
  const origin = await loadEmailLinkOrigin();
  const token = newOneTimeToken();
  await staffStore.issueReset(
    email,
    new Date(at.getTime() - 3600_000),
    (_member, recent) =>
      recent >= RESETS_PER_HOUR ? undefined : { tokenHash: oneTimeTokenHash(token), expiresAt: new Date(at.getTime() + RESET_VALID_MINUTES * 60_000), createdAt: at },
    (tx, member, stored) =>
      enqueueEmail(tx, {
        kind: "staff_password_reset",
        to: member.email,
        sendKey: `staff-password-reset:${stored.tokenHash}`,
        payload: {
          memberName: member.name,
          resetUrl: `${origin}/admin/reset-password?token=${token}`,
          expiresAt: stored.expiresAt.toISOString(),
          validMinutes: RESET_VALID_MINUTES,
          storeName: STORE_NAME,
        },
      }),
  );
}

export async function staffResetTokenUsable(token: string): Promise<boolean> {
  if (!oneTimeTokenSchema.safeParse(token).success) return false;
  return staffStore.resetUsable(oneTimeTokenHash(token), now());
}

/** Sets the new password with a link's token; the member's e-mail, or undefined (nothing changed) for a link that cannot be used. */
export async function resetStaffPassword(input: { token: string; password: string }, from: { address: string }): Promise<{ email: string } | undefined> {
  const hash = oneTimeTokenHash(input.token);
  if (!(await staffStore.resetUsable(hash, now()))) return undefined;
  await admitPasswordHashing(from.address);
  const member = await staffStore.useReset(hash, now(), await hashPassword(input.password));
  if (!member) return undefined;
  await clearSignInLimits(staffSignInKey(member.email));
  return { email: member.email };
}
