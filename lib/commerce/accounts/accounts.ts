// Accounts and their members (docs/api.md "Tokens and accounts"): administrators create them; members sign in with
// their email and password and get an account token.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@/lib/storage/db";
import { accountMembers, accounts } from "@/lib/storage/schema";
import { isUniqueViolation } from "@/lib/storage/errors";
import { ApiError } from "../errors";
import { parseOrThrow } from "../validation";
import { isoSeconds } from "../time";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { signAccountToken } from "../auth/tokens";
import { memberPassword, memberUsername } from "./sign-in-schema";

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

export const signInSchema = z.object({
  data: z.object({
    type: z.literal("account_management_authentication_token"),
    authentication_mechanism: z.literal("password"),
    username: memberUsername,
    password: memberPassword,
  }),
});

type AccountRow = typeof accounts.$inferSelect;

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
    return {
      id: row.id,
      type: "account_member" as const,
      account_id: row.accountId,
      name: row.name,
      email: row.email,
      meta: { timestamps: { created_at: isoSeconds(row.createdAt) } },
    };
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

/** A member's email and password → an account token, or undefined when either is wrong. */
export async function authenticateMember(
  db: Executor,
  credentials: { username: string; password: string },
): Promise<MemberSession | undefined> {
  const [member] = await db
    .select({ member: accountMembers, accountName: accounts.name })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(sql`lower(${accountMembers.email})`, credentials.username.toLowerCase()));
  if (!member || !(await verifyPassword(credentials.password, member.member.passwordHash))) return undefined;
  const { token, expires } = await signAccountToken(member.member.accountId, member.member.id);
  return { accountId: member.member.accountId, accountName: member.accountName, memberId: member.member.id, token, expires };
}

/** POST /v2/account-members/tokens. */
export async function signInMember(db: Executor, body: unknown) {
  const { data } = parseOrThrow(signInSchema, body, "");
  const session = await authenticateMember(db, data);
  if (!session) throw wrongCredentials();
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
  };
}
