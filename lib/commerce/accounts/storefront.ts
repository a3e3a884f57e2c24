// What the storefront's sign-in and account pages read and do, without a database handle of their own.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/storage/db";
import { accountMembers, accounts } from "@/lib/storage/schema";
import { authenticateMember, type MemberSession } from "./accounts";

/** Signs a shopper in with their email and password; undefined when either is wrong. */
export async function signInShopper(credentials: { email: string; password: string }): Promise<MemberSession | undefined> {
  return authenticateMember(await getDb(), { username: credentials.email, password: credentials.password });
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
