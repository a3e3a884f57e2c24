// What the storefront's sign-in and account pages read and do: the accounts domain in the storefront's words.
import type { Caller } from "../auth/tokens";
import { authenticateMember, memberProfile, type MemberSession } from "./accounts";
import { signUpAlike } from "./sign-up";
import type { AttemptOrigin } from "../auth/sign-in-attempts";
import { knownDevice, rememberDevice } from "../auth/known-devices";
import { selfSignupEnabled } from "./account-settings";
import type { AddressFields } from "./address-schema";
import { createAddress, deleteAddress, listAddresses, type AddressRow } from "./addresses";
import type { SignUpForm } from "./sign-in-schema";
import { requestPasswordReset, resetPassword, resetTokenUsable } from "./password-reset";
import type { ResetPasswordForm } from "./password-reset-schema";
import { emailVerified, sendEmailVerification, verifyEmail } from "../customers/email-verification";
import { storedUuid, type Uuid } from "../uuid";

export { memberProfile };

/** Where a storefront sign-in comes from: the client's address, and the browser's device token if it has one (known-devices.ts). */
export type BrowserOrigin = { address: string; deviceToken?: string };
/** A signed-in shopper's session, and the device token their browser keeps from now on. */
export type BrowserSignIn = { session: MemberSession; deviceToken: string };

/**
 * Signs a shopper in with their email and password; undefined when either is wrong. A browser whose device
 * token names the account is counted as that device, not as its address (sign-in-attempts.ts).
 */
export async function signInShopper(credentials: { email: string; password: string }, from: BrowserOrigin): Promise<BrowserSignIn | undefined> {
  const origin: AttemptOrigin = { address: from.address, device: await knownDevice(from.deviceToken, credentials.email) };
  const session = await authenticateMember({ username: credentials.email, password: credentials.password }, origin);
  return session && { session, deviceToken: await rememberDevice(from.deviceToken, credentials.email) };
}

/** A signed-in shopper's saved addresses, oldest first (at most 100: an address book, not a ledger). */
export async function savedAddresses(caller: Caller & { accountId: string }): Promise<AddressRow[]> {
  return (await listAddresses(caller, storedUuid(caller.accountId), { limit: 100, offset: 0 })).rows;
}

export async function saveAddress(caller: Caller & { accountId: string }, input: AddressFields): Promise<AddressRow> {
  return createAddress(caller, storedUuid(caller.accountId), input);
}

export async function forgetAddress(caller: Caller & { accountId: string }, addressId: Uuid): Promise<void> {
  await deleteAddress(caller, storedUuid(caller.accountId), addressId);
}

/** Whether shoppers may sign themselves up (the store's account authentication settings). */
export async function signUpOpen(): Promise<boolean> {
  return selfSignupEnabled();
}

/**
 * Signs a new shopper up (when the store allows it), answering the same whether or not the e-mail has an account
 * (sign-up.ts): the shopper reads their e-mail, then signs in.
 */
export async function signUpShopper(input: SignUpForm, from: { address: string }): Promise<void> {
  await signUpAlike(input, from);
}

/** Sends a reset link when a member has this e-mail; answers the same either way (password-reset.ts). */
export async function askForPasswordReset(email: string): Promise<void> {
  await requestPasswordReset(email);
}

/** Whether a reset link can still be used. */
export async function resetLinkUsable(token: string): Promise<boolean> {
  return resetTokenUsable(token);
}

/**
 * Sets a new password with a reset link; undefined when the link is used, expired or unknown. The browser it was
 * done on becomes a known device of the account (its device token, known-devices.ts): its owner is never held
 * there by the account's ceiling.
 */
export async function chooseNewPassword(input: ResetPasswordForm, from: BrowserOrigin): Promise<{ email: string; deviceToken: string } | undefined> {
  const done = await resetPassword(input, { address: from.address });
  return done && { email: done.email, deviceToken: await rememberDevice(from.deviceToken, done.email) };
}

/** Whether the signed-in member's e-mail is verified (then their account also lists its guest orders). */
export async function shopperEmailVerified(memberId: string): Promise<boolean> {
  return emailVerified(memberId);
}

/** "Send the e-mail again": a new verification link, unless one went in the last 10 minutes (false then). */
export async function resendEmailVerification(memberId: string): Promise<boolean> {
  return sendEmailVerification(memberId);
}

/** Opens a verification link (signed in or not): true when the e-mail is now verified by it. */
export async function openVerificationLink(token: string): Promise<boolean> {
  return verifyEmail(token);
}
