// A storefront sign-up answers the same whatever the e-mail (issue 44, docs/security.md "Sign-up"): the page says
// "check your e-mail", and the e-mail's owner is told by e-mail what happened: a new account is ready, or they have
// one already (with the ways in: sign in, choose a new password). So the form cannot be asked which e-mails have
// accounts, as sign-in and the reset form cannot. The work is the same either way: admitted by the client's
// address as sign-in's failures are (sign-in-attempts.ts), then the password hashed, then one transaction that
// writes the account (when new) and the e-mail (in the outbox), and for a new account the link that verifies the
// e-mail (../customers/email-verification.ts). An owner is told at most once an hour, however
// often someone tries their e-mail. EP's API keeps EP's answer to a taken e-mail (accounts.ts signUpMember).
import { createHash } from "node:crypto";
import { accountStore } from "@/lib/storage/accounts/account-store";
import { hashPassword } from "../auth/passwords";
import { admitPasswordHashing } from "../auth/sign-in-attempts";
import { ApiError } from "../errors";
import { now } from "../clock";
import { enqueueEmail } from "../email/outbox";
import { storeMailFacts } from "../settings/store-details";
import { loadEmailLinkOrigin } from "../email/link-origin";
import { issueEmailVerification } from "../customers/email-verification";
import { selfSignupEnabled } from "./account-settings";
import type { SignUpForm } from "./sign-in-schema";

const HOUR_MS = 3600_000;
const emailKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

/**
 * Signs a shopper up when the store allows it (else 403): a new account for a free e-mail, nothing for a taken one;
 * either way one e-mail to the address, and nothing the caller can tell apart. 429 when the client's address may
 * not have a password hashed now.
 */
export async function signUpAlike(input: SignUpForm, from: { address: string }): Promise<void> {
  if (!(await selfSignupEnabled())) throw new ApiError({ status: 403, title: "Forbidden", detail: "Self sign-up is not enabled for this store." });
  await admitPasswordHashing(from.address);
  // Hashed for a taken e-mail too: the same time either way.
  const passwordHash = await hashPassword(input.password);
  const [origin, { storeName }] = await Promise.all([loadEmailLinkOrigin(), storeMailFacts()]);
  const at = now().getTime();
  await accountStore().signUp({ name: input.name, email: input.email, passwordHash }, async (tx, member, existing) => {
    // A new member is also sent the link that verifies their e-mail (email-verification.ts).
    if (!existing) await issueEmailVerification(member.id, origin, tx);
    await enqueueEmail(tx, {
      kind: "account_sign_up",
      to: member.email,
      // A taken e-mail's owner: one message an hour at most (the outbox keeps one per send key).
      sendKey: existing ? `account-sign-up:existing:${emailKey(member.email)}:${Math.floor(at / HOUR_MS)}` : `account-sign-up:new:${emailKey(member.email)}:${at}`,
      payload: {
        memberName: member.name,
        existing,
        signInUrl: `${origin}/account/sign-in`,
        forgotPasswordUrl: `${origin}/account/forgot-password`,
        storeName,
      },
    });
  });
}
