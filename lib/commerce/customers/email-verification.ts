// A member's e-mail verification (docs/email.md "E-mail verification", docs/admin.md "Customers"): a storefront
// sign-up sends a link to the new member's e-mail through the outbox (in the sign-up's transaction), and the member
// may ask for another from their account page (at most one per 10 minutes, verification-token.ts). Opening the link,
// signed in or not, marks the e-mail verified on its customer; only then does the account also list the guest orders
// placed with that e-mail (order-access.ts accountOrderScope, fed by verifiedGuestEmail here).
import type { Tx } from "@/lib/storage/db";
import { customerStore } from "@/lib/storage/customers/customer-store";
import { now } from "../clock";
import { enqueueEmail } from "../email/outbox";
import { STORE_NAME } from "../email/messages";
import { loadEmailLinkOrigin } from "../email/link-origin";
import { newVerificationToken, nextVerificationLink, resendWindowStart, verificationTokenHash, verificationTokenSchema, VERIFY_VALID_HOURS } from "./verification-token";

/** Whether a link was sent (false: one was sent less than 10 minutes ago, the e-mail is verified, or no customer). */
export type VerificationSent = boolean;

/** Sends the member a verification link unless one went in the last 10 minutes or the e-mail is verified already. */
export async function sendEmailVerification(memberId: string): Promise<VerificationSent> {
  return issueEmailVerification(memberId, await loadEmailLinkOrigin());
}

/** sendEmailVerification inside a sign-up's transaction (`within`), with the links' origin read before it began. */
export async function issueEmailVerification(memberId: string, origin: string, within?: Tx): Promise<VerificationSent> {
  const at = now();
  const token = newVerificationToken();
  let sent = false;
  await customerStore().issueVerification(
    memberId,
    resendWindowStart(at),
    (customer, recent) => (customer.emailVerifiedAt ? undefined : nextVerificationLink(token, recent, at)),
    async (tx, customer) => {
      const hash = verificationTokenHash(token);
      await enqueueEmail(tx, {
        kind: "email_verification",
        to: customer.email,
        sendKey: `email-verification:${hash}`,
        payload: {
          verifyUrl: `${origin}/account/verify-email?token=${token}`,
          expiresAt: new Date(at.getTime() + VERIFY_VALID_HOURS * 3600_000).toISOString(),
          validHours: VERIFY_VALID_HOURS,
          storeName: STORE_NAME,
        },
      });
      sent = true;
    },
    within,
  );
  return sent;
}

/** Marks the e-mail of the link verified; false when the token is forged, used, expired or its e-mail changed. */
export async function verifyEmail(token: string): Promise<boolean> {
  if (!verificationTokenSchema.safeParse(token).success) return false;
  return Boolean(await customerStore().verify(verificationTokenHash(token), now()));
}

/** The member's e-mail (lower-cased) when they have verified it; else undefined. */
export async function verifiedGuestEmail(memberId: string | undefined): Promise<string | undefined> {
  if (!memberId) return undefined;
  const customer = await customerStore().customerOfMember(memberId);
  return customer?.emailVerifiedAt ? customer.email : undefined;
}

/** Whether the member's e-mail is verified (the account page's note and button). */
export async function emailVerified(memberId: string): Promise<boolean> {
  return (await verifiedGuestEmail(memberId)) !== undefined;
}
