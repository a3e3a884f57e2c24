// What the storefront's sign-in and account pages read and do, without a database handle of their own.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { accountMembers, accounts } from "@/lib/storage/schema";
import type { Caller } from "../auth/tokens";
import { authenticateMember, signUpMember, type MemberSession } from "./accounts";
import type { AttemptOrigin } from "../auth/sign-in-attempts";
import { selfSignupEnabled } from "./account-settings";
import type { AddressFields } from "./address-schema";
import { createAddress, deleteAddress, listAddresses, type AddressRow } from "./addresses";
import type { SignUpForm } from "./sign-in-schema";

/** Signs a shopper in with their email and password; undefined when either is wrong. */
export async function signInShopper(credentials: { email: string; password: string }, origin: AttemptOrigin): Promise<MemberSession | undefined> {
  return authenticateMember(await getDb(), { username: credentials.email, password: credentials.password }, origin);
}

/** The signed-in member's name and email and their account's name, for the account page. */
export async function memberProfile(memberId: string): Promise<{ name: string; email: string; accountName: string } | undefined> {
  const [row] = await (await getDb())
    .select({ name: accountMembers.name, email: accountMembers.email, accountName: accounts.name })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accountMembers.id, memberId));
  return row;
}

/** A signed-in shopper's saved addresses, oldest first (at most 100: an address book, not a ledger). */
export async function savedAddresses(caller: Caller & { accountId: string }): Promise<AddressRow[]> {
  return (await listAddresses(await getDb(), caller, caller.accountId, { limit: 100, offset: 0 })).rows;
}

export async function saveAddress(caller: Caller & { accountId: string }, input: AddressFields): Promise<AddressRow> {
  return createAddress(await getDb(), caller, caller.accountId, input);
}

export async function forgetAddress(caller: Caller & { accountId: string }, addressId: string): Promise<void> {
  await deleteAddress(await getDb(), caller, caller.accountId, addressId);
}

/** Whether shoppers may sign themselves up (the store's account authentication settings). */
export async function signUpOpen(): Promise<boolean> {
  return selfSignupEnabled(await getDb());
}

/** Signs a new shopper up (when the store allows it): their account, its member, and a session. */
export async function signUpShopper(input: SignUpForm): Promise<MemberSession> {
  return signUpMember(await getDb(), input);
}
