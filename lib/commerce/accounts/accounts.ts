// Accounts and their members (docs/api.md "Tokens and accounts"): administrators create them; members sign in with
// their email and password and get an account token.
import { eq, sql } from "drizzle-orm";
import type { Caller } from "../auth/tokens";
import { mayReadMember, mayUseAccount } from "./account-access";
import { selfSignupEnabled } from "./account-settings";
import { z } from "zod";
import type { Executor } from "@/lib/storage/db";
import { accountMembers, accounts } from "@/lib/storage/schema";
import { notFound } from "../errors";
import { isUniqueViolation } from "@/lib/storage/errors";
import { ApiError } from "../errors";
import { parseOrThrow } from "../validation";
import { isoSeconds } from "../time";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../auth/passwords";
import { MEMBER_SIGN_IN, guardSignIn, type AttemptOrigin } from "../auth/sign-in-attempts";
import { signAccountToken } from "../auth/tokens";
import { memberPassword, memberUsername, signUpFormSchema } from "./sign-in-schema";
import { isUuid } from "../uuid";

export const accountSchema = z.object({
  data: z.object({
    type: z.literal("account"),
    name: z.string().min(1).max(1024),
    legal_name: z.string().max(1024).optional(),
  }),
});

export const accountMemberSchema = z.object({
  data: z.object({
    type: z.literal("account_member"),
    account_id: z.uuid(),
    name: z.string().min(1).max(1024),
    email: z.email().max(1024),
    password: z.string().min(8).max(1024),
  }),
});

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

export const updateAccountSchema = z.object({
  data: z.object({
    type: z.literal("account"),
    name: z.string().trim().min(1).max(1024).optional(),
    legal_name: z.string().max(1024).optional(),
  }),
});

type AccountRow = typeof accounts.$inferSelect;
type MemberRow = typeof accountMembers.$inferSelect;

export function accountMemberResource(row: MemberRow) {
  return {
    id: row.id,
    type: "account_member" as const,
    account_id: row.accountId,
    name: row.name,
    email: row.email,
    meta: { timestamps: { created_at: isoSeconds(row.createdAt) } },
  };
}

export const accountNotFound = (id: string) => notFound("Not Found", "account not found", { id });
export const memberNotFound = (id: string) => notFound("Not Found", "account member not found", { id });

export function accountResource(row: AccountRow) {
  return {
    id: row.id,
    type: "account" as const,
    name: row.name,
    legal_name: row.legalName,
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
  };
}

export async function createAccount(db: Executor, body: unknown) {
  const { data } = parseOrThrow(accountSchema, body, "");
  const [row] = await db.insert(accounts).values({ name: data.name, legalName: data.legal_name ?? "" }).returning();
  return accountResource(row);
}

export async function createAccountMember(db: Executor, body: unknown) {
  const { data } = parseOrThrow(accountMemberSchema, body, "");
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, data.account_id));
  if (!account) {
    throw new ApiError({ status: 400, title: "Account not found", detail: "No account has this id.", source: "data.account_id", meta: { value: data.account_id } });
  }
  try {
    const [row] = await db
      .insert(accountMembers)
      .values({ accountId: data.account_id, name: data.name, email: data.email, passwordHash: await hashPassword(data.password) })
      .returning();
    return accountMemberResource(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError({ status: 409, title: "Conflict", detail: "A member with this email already exists.", source: "data.email" });
    }
    throw error;
  }
}

const wrongCredentials = () =>
  new ApiError({ status: 401, title: "Unauthorized", detail: "The username or password is not correct." });

export type MemberSession = { accountId: string; accountName: string; memberId: string; token: string; expires: Date };

/**
 * A member's email and password → an account token, or undefined when either is wrong. The attempt is
 * admitted first (sign-in-attempts.ts: 429 when its origin may not try now), and an unknown e-mail costs the
 * same hashing as a wrong password.
 */
export async function authenticateMember(
  db: Executor,
  credentials: { username: string; password: string },
  origin: AttemptOrigin,
): Promise<MemberSession | undefined> {
  const member = await guardSignIn(credentials.username, origin, MEMBER_SIGN_IN, async () => {
    const [found] = await db
      .select({ member: accountMembers, accountName: accounts.name })
      .from(accountMembers)
      .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
      .where(eq(sql`lower(${accountMembers.email})`, credentials.username.toLowerCase()));
    const matches = found ? await verifyPassword(credentials.password, found.member.passwordHash) : await verifyAgainstNothing(credentials.password);
    return found && matches ? found : undefined;
  });
  if (!member) return undefined;
  const { token, expires } = await signAccountToken(member.member.accountId, member.member.id);
  return { accountId: member.member.accountId, accountName: member.accountName, memberId: member.member.id, token, expires };
}

/** EP's answer to a token request: one token per account the member belongs to, and who signed in. */
function tokenResponse(session: MemberSession) {
  return {
    data: [
      {
        type: "account_management_authentication_token" as const,
        account_id: session.accountId,
        account_name: session.accountName,
        token: session.token,
        expires: isoSeconds(session.expires),
      },
    ],
    meta: { account_member_id: session.memberId, page: { limit: 25, offset: 0, current: 1, total: 1 }, results: { total: 1 } },
  };
}

const selfSignupDisabled = () =>
  new ApiError({ status: 403, title: "Forbidden", detail: "Self sign-up is not enabled for this store." });

/** Self sign-up: an account named after the shopper, with the shopper as its one member. */
export async function signUpMember(db: Executor, input: { name: string; email: string; password: string }): Promise<MemberSession> {
  if (!(await selfSignupEnabled(db))) throw selfSignupDisabled();
  const passwordHash = await hashPassword(input.password);
  try {
    const member = await db.transaction(async (tx) => {
      const [account] = await tx.insert(accounts).values({ name: input.name }).returning();
      const [row] = await tx.insert(accountMembers).values({ accountId: account.id, name: input.name, email: input.email, passwordHash }).returning();
      return { row, account };
    });
    const { token, expires } = await signAccountToken(member.account.id, member.row.id);
    return { accountId: member.account.id, accountName: member.account.name, memberId: member.row.id, token, expires };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError({ status: 409, title: "Conflict", detail: "A member with this email already exists.", source: "data.email" });
    }
    throw error;
  }
}

/** POST /v2/account-members/tokens: a member signs in with a password, or signs up when the store allows it. */
export async function signInMember(db: Executor, body: unknown, origin: AttemptOrigin) {
  const { data } = parseOrThrow(signInSchema, body, "");
  if (data.authentication_mechanism === "self_signup") return tokenResponse(await signUpMember(db, data));
  const session = await authenticateMember(db, data, origin);
  if (!session) throw wrongCredentials();
  return tokenResponse(session);
}

/** GET /v2/account-members/{id}: the member themself, or an administrator. */
export async function getAccountMember(db: Executor, caller: Caller, id: string) {
  const [row] = isUuid(id) ? await db.select().from(accountMembers).where(eq(accountMembers.id, id)) : [];
  if (!row || !mayReadMember(caller, row)) throw memberNotFound(id);
  return accountMemberResource(row);
}

async function accountFor(db: Executor, caller: Caller, id: string): Promise<AccountRow> {
  const [row] = isUuid(id) && mayUseAccount(caller, id) ? await db.select().from(accounts).where(eq(accounts.id, id)) : [];
  if (!row) throw accountNotFound(id);
  return row;
}

/** The account, if the caller may use it (account-access.ts); else 404. */
export async function assertAccount(db: Executor, caller: Caller, id: string): Promise<void> {
  await accountFor(db, caller, id);
}

/** GET /v2/accounts/{id}. */
export async function getAccount(db: Executor, caller: Caller, id: string) {
  return accountResource(await accountFor(db, caller, id));
}

/** PUT /v2/accounts/{id}: its name and legal name. */
export async function updateAccount(db: Executor, caller: Caller, id: string, data: z.output<typeof updateAccountSchema>["data"]) {
  await accountFor(db, caller, id);
  const [row] = await db
    .update(accounts)
    .set({ ...(data.name !== undefined ? { name: data.name } : {}), ...(data.legal_name !== undefined ? { legalName: data.legal_name } : {}), updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return accountResource(row);
}
