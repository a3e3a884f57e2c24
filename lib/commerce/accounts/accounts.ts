// Accounts and their members (docs/api.md "Tokens and accounts"): administrators create them; members sign in with
// their email and password and get an account token. Routes parse the bodies with the schemas here and call one
// function with typed input; the rows are the account store's (lib/storage/accounts/account-store.ts), rendered by
// account-resource.ts, account-member-resource.ts and account-token-resource.ts.
import { z } from "zod";
import { accountStore, type AccountColumn, type MemberColumn } from "@/lib/storage/accounts/account-store";
import type { AccountRow } from "@/lib/storage/accounts/rows";
import type { Caller } from "../auth/tokens";
import { mayReadMember, mayUseAccount } from "./account-access";
import { selfSignupEnabled } from "./account-settings";
import { accountResource } from "./account-resource";
import { accountMemberResource } from "./account-member-resource";
import { accountTokenResponse, type MemberSession } from "./account-token-resource";
import { ApiError, notFound } from "../errors";
import { now } from "../clock";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../auth/passwords";
import { MEMBER_SIGN_IN, admitPasswordHashing, guardSignIn, type AttemptOrigin } from "../auth/sign-in-attempts";
import { signAccountToken } from "../auth/tokens";
import { revokeMemberTokens } from "../auth/revocation";
import type { ListFields, ListQuery } from "./list-query";
import { subscriptionStore } from "@/lib/storage/subscriptions/subscription-store";
import { accountHasLiveSubscriptions, subscriptionsStillBilling } from "./account-deletion";
import { memberPassword, memberUsername, newPassword, signUpFormSchema } from "./sign-in-schema";
import type { Uuid } from "../uuid";
import { uuidField } from "@/lib/commerce/uuid";

export type { MemberSession };

export const accountSchema = z.object({
  data: z.object({
    type: z.literal("account"),
    name: z.string().min(1).max(1024),
    legal_name: z.string().max(1024).optional(),
  }),
});
export type AccountWrite = z.output<typeof accountSchema>["data"];

export const accountMemberSchema = z.object({
  data: z.object({
    type: z.literal("account_member"),
    account_id: uuidField(),
    name: z.string().min(1).max(1024),
    email: z.email().max(1024),
    password: newPassword,
  }),
});
export type AccountMemberWrite = z.output<typeof accountMemberSchema>["data"];

const tokenType = z.literal("account_management_authentication_token");

/** EP's account member token request: a member's password, or (when the store allows it) self sign-up. */
export const signInSchema = z.object({
  data: z.discriminatedUnion("authentication_mechanism", [
    z.object({
      type: tokenType,
      authentication_mechanism: z.literal("password"),
      username: memberUsername,
      password: memberPassword,
      password_profile_id: z.string().max(255).optional(),
    }),
    signUpFormSchema.extend({
      type: tokenType,
      authentication_mechanism: z.literal("self_signup"),
      username: memberUsername,
      password_profile_id: z.string().max(255).optional(),
    }),
  ]),
});
export type SignInRequest = z.output<typeof signInSchema>["data"];

export const updateAccountSchema = z.object({
  data: z.object({
    type: z.literal("account"),
    name: z.string().trim().min(1).max(1024).optional(),
    legal_name: z.string().max(1024).optional(),
  }),
});
export type AccountUpdate = z.output<typeof updateAccountSchema>["data"];

export const accountNotFound = (id: string) => notFound("Not Found", "account not found", { id });
export const memberNotFound = (id: string) => notFound("Not Found", "account member not found", { id });

const duplicateEmail = () =>
  new ApiError({ status: 409, title: "Conflict", detail: "A member with this email already exists.", source: "data.email" });

/** POST /v2/accounts. */
export async function createAccount(data: AccountWrite) {
  return accountResource(await accountStore().insertAccount({ name: data.name, legalName: data.legal_name ?? "" }));
}

/**
 * POST /v2/account-members: a member of an existing account, with an e-mail no other member has. Checked first
 * (the account, the e-mail), hashed last. Only an administrator (client credentials) may call it, so it is not
 * admitted by the sign-in budget of the caller's address: an integration importing its customers is no stranger,
 * and the hashes it asks for still wait their turn (passwords.ts, PASSWORD_HASH_CONCURRENCY).
 */
export async function createAccountMember(data: AccountMemberWrite) {
  const store = accountStore();
  if (!(await store.account(data.account_id))) {
    throw new ApiError({ status: 400, title: "Account not found", detail: "No account has this id.", source: "data.account_id", meta: { value: data.account_id } });
  }
  if (await store.memberByEmail(data.email)) throw duplicateEmail();
  const row = await store.insertMember({ accountId: data.account_id, name: data.name, email: data.email, passwordHash: await hashPassword(data.password) });
  if (!row) throw duplicateEmail();
  return accountMemberResource(row);
}

const wrongCredentials = () =>
  new ApiError({ status: 401, title: "Unauthorized", detail: "The username or password is not correct." });

/**
 * A member's email and password → an account token, or undefined when either is wrong. The attempt is
 * admitted first (sign-in-attempts.ts: 429 when its origin may not try now), and an unknown e-mail costs the
 * same hashing as a wrong password.
 */
export async function authenticateMember(credentials: { username: string; password: string }, origin: AttemptOrigin): Promise<MemberSession | undefined> {
  const member = await guardSignIn(credentials.username, origin, MEMBER_SIGN_IN, async () => {
    const found = await accountStore().memberByEmail(credentials.username);
    const matches = found ? await verifyPassword(credentials.password, found.member.passwordHash) : await verifyAgainstNothing(credentials.password);
    return found && matches ? found : undefined;
  });
  // A member of no account (their memberships all removed) has nothing to act for: refused as a wrong password is.
  if (!member || member.accounts.length === 0) return undefined;
  const tokens = await Promise.all(
    member.accounts.map(async (account) => ({ accountId: account.id, accountName: account.name, ...(await signAccountToken(account.id, member.member.id)) })),
  );
  return { ...tokens[0], memberId: member.member.id, tokens };
}

const selfSignupDisabled = () =>
  new ApiError({ status: 403, title: "Forbidden", detail: "Self sign-up is not enabled for this store." });

/**
 * The API's self sign-up: an account named after the shopper, with the shopper as its one member, signed in.
 * Checked first (the store allows it, the e-mail is free: EP answers a taken one with an error, and so does this;
 * the storefront's form answers alike instead, sign-up.ts), then admitted by the caller's address as sign-in's
 * failures are (429), hashed last.
 */
export async function signUpMember(input: { name: string; email: string; password: string }, from: { address: string }): Promise<MemberSession> {
  if (!(await selfSignupEnabled())) throw selfSignupDisabled();
  if (await accountStore().memberByEmail(input.email)) throw duplicateEmail();
  await admitPasswordHashing(from.address);
  const passwordHash = await hashPassword(input.password);
  const created = await accountStore().insertAccountWithMember({ name: input.name, email: input.email, passwordHash });
  if (!created) throw duplicateEmail();
  const token = { accountId: created.account.id, accountName: created.account.name, ...(await signAccountToken(created.account.id, created.member.id)) };
  return { ...token, memberId: created.member.id, tokens: [token] };
}

/** POST /v2/account-members/tokens: a member signs in with a password, or signs up when the store allows it. */
export async function signInMember(data: SignInRequest, origin: AttemptOrigin) {
  if (data.authentication_mechanism === "self_signup") return accountTokenResponse(await signUpMember(data, origin));
  const session = await authenticateMember(data, origin);
  if (!session) throw wrongCredentials();
  return accountTokenResponse(session);
}

/** GET /v2/account-members/{id}: the member themself, or an administrator. */
export async function getAccountMember(caller: Caller, id: Uuid) {
  const row = await accountStore().member(id);
  if (!row || !mayReadMember(caller, row)) throw memberNotFound(id);
  return accountMemberResource(row);
}

async function accountFor(caller: Caller, id: Uuid): Promise<AccountRow> {
  const row = mayUseAccount(caller, id) ? await accountStore().account(id) : undefined;
  if (!row) throw accountNotFound(id);
  return row;
}

/** The account, if the caller may use it (account-access.ts); else 404. */
export async function assertAccount(caller: Caller, id: Uuid): Promise<void> {
  await accountFor(caller, id);
}

/** GET /v2/accounts/{id}. */
export async function getAccount(caller: Caller, id: Uuid) {
  return accountResource(await accountFor(caller, id));
}

/** PUT /v2/accounts/{id}: its name and legal name. */
export async function updateAccount(caller: Caller, id: Uuid, data: AccountUpdate) {
  await accountFor(caller, id);
  const row = await accountStore().updateAccount(id, {
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.legal_name !== undefined ? { legalName: data.legal_name } : {}),
    updatedAt: now(),
  });
  return accountResource(row);
}

/** A member's name and e-mail and the name of the account they are signed in for (the storefront's account page). */
export async function memberProfile(memberId: string, accountId: string): Promise<{ name: string; email: string; accountName: string } | undefined> {
  return accountStore().memberProfile(memberId, accountId);
}

/** GET /v2/accounts: EP's filter on name and legal name (eq, like) and id (eq, in). */
export const ACCOUNT_LIST: ListFields<AccountColumn> = {
  filter: { eq: ["id", "name", "legal_name"], like: ["name", "legal_name"], in: ["id"] },
  sort: ["created_at", "updated_at", "name", "id"],
  ids: ["id"],
};

/** GET /v2/account-members: EP's filter on e-mail and name (eq, like), and id (eq, in). */
export const MEMBER_LIST: ListFields<MemberColumn> = {
  filter: { eq: ["id", "name", "email"], like: ["name", "email"], in: ["id"] },
  sort: ["created_at", "name", "email", "id"],
  ids: ["id"],
};

/** GET /v2/accounts (administrators). */
export async function listAccounts(query: ListQuery<AccountColumn>) {
  const { rows, total } = await accountStore().list(query);
  return { data: rows.map(accountResource), total };
}

/** GET /v2/account-members (administrators); with `outside`, those who are not members of that account (404 when it does not exist). */
export async function listAccountMembers(query: ListQuery<MemberColumn>, outside?: Uuid) {
  if (outside && !(await accountStore().account(outside))) throw accountNotFound(outside);
  const { rows, total } = await accountStore().listMembers({ ...query, outside });
  return { data: rows.map(accountMemberResource), total };
}

/**
 * DELETE /v2/accounts/{id} (administrators): the account, its memberships and its addresses. Its members stay (a
 * member is a person, who may belong to other accounts), and every account token they hold stops working at once
 * (revocation.ts): they sign in again for the accounts they keep. Its orders stay, with their amounts and the account's
 * id, for the books and the admin's order pages; no token can reach them as the account's any more. Not while a
 * subscription of the account may still bill (account-deletion.ts, 409).
 */
export async function deleteAccount(id: Uuid): Promise<void> {
  const { rows } = await subscriptionStore().list({ accountId: id }, { limit: 1000, offset: 0 });
  const billing = subscriptionsStillBilling(rows);
  if (billing.length) throw accountHasLiveSubscriptions(billing.map((s) => s.id));
  const at = now();
  const deleted = await accountStore().deleteAccount(id, async (tx, memberIds) => {
    for (const memberId of memberIds) await revokeMemberTokens(memberId, at, tx);
  });
  if (!deleted) throw accountNotFound(id);
}
