// EP's account memberships (docs/api.md "Accounts and memberships"): which members may act for which accounts. An
// administrator adds a member to an account, and the member's next sign-in (POST /v2/account-members/tokens) gives a
// token for it, which reaches the account's carts, orders, addresses and subscriptions. Removing a membership stops
// every account token the member holds at once (revocation.ts): they sign in again for the accounts they keep. Rows
// are the membership store's (lib/storage/accounts/membership-store.ts), rendered by membership-resource.ts.
import { z } from "zod";
import { accountStore } from "@/lib/storage/accounts/account-store";
import { membershipStore, type MembershipColumn } from "@/lib/storage/accounts/membership-store";
import type { MembershipRow } from "@/lib/storage/accounts/rows";
import { ApiError, badRequest, notFound } from "../errors";
import { now } from "../clock";
import { revokeMemberTokens } from "../auth/revocation";
import { uuidField, type Uuid } from "../uuid";
import { accountNotFound, memberNotFound } from "./accounts";
import { accountResource } from "./account-resource";
import { accountMemberResource } from "./account-member-resource";
import { memberMembershipResource, membershipResource } from "./membership-resource";
import type { ListFields, ListQuery } from "./list-query";

export const membershipSchema = z.object({
  data: z.object({ type: z.literal("account_membership"), account_member_id: uuidField() }),
});
export type MembershipWrite = z.output<typeof membershipSchema>["data"];

/** EP's filter on memberships: the member's id (eq). */
export const MEMBERSHIP_LIST: ListFields<MembershipColumn> = {
  filter: { eq: ["account_member_id"] },
  sort: ["created_at", "updated_at", "id"],
  ids: ["account_member_id"],
};

export const membershipNotFound = (id: string) => notFound("Not Found", "account membership not found", { id });

/** `include`: none, or the one related resource the list may include (EP's `account_member` or `account`). */
export function parseMembershipInclude<Name extends string>(value: string | null, name: Name): Name | undefined {
  if (value === null || value === "") return undefined;
  if (value !== name) throw badRequest("Bad Request", `include takes ${name}.`, { source: "include", meta: { value } });
  return name;
}

async function existingAccount(id: Uuid) {
  if (!(await accountStore().account(id))) throw accountNotFound(id);
}

async function found(accountId: Uuid, id: Uuid): Promise<MembershipRow> {
  const row = await membershipStore().find(accountId, id);
  if (!row) throw membershipNotFound(id);
  return row;
}

/** The account members the rows name, as `included.account_members`. */
async function includedMembers(rows: MembershipRow[]) {
  const members = await accountStore().membersByIds([...new Set(rows.map((row) => row.memberId))]);
  return { account_members: members.map(accountMemberResource) };
}

/** GET /v2/accounts/{id}/account-memberships; 404 for an account that does not exist. */
export async function listAccountMemberships(accountId: Uuid, query: ListQuery<MembershipColumn>, origin: string, include?: "account_member") {
  await existingAccount(accountId);
  const { rows, total } = await membershipStore().list({ accountId }, query);
  return { data: rows.map((row) => membershipResource(row, origin)), ...(include ? { included: await includedMembers(rows) } : {}), total };
}

/** GET /v2/account-members/{id}/account-memberships; 404 for a member who does not exist. */
export async function listMemberMemberships(memberId: Uuid, query: ListQuery<MembershipColumn>, origin: string, include?: "account") {
  if (!(await accountStore().member(memberId))) throw memberNotFound(memberId);
  const { rows, total } = await membershipStore().list({ memberId }, query);
  const included = include ? { accounts: (await accountStore().accountsByIds([...new Set(rows.map((row) => row.accountId))])).map(accountResource) } : undefined;
  return { data: rows.map((row) => memberMembershipResource(row, origin)), ...(included ? { included } : {}), total };
}

/** POST /v2/accounts/{id}/account-memberships: 404 for an unknown account or member, 409 when they are members already. */
export async function createMembership(accountId: Uuid, data: MembershipWrite, origin: string) {
  await existingAccount(accountId);
  if (!(await accountStore().member(data.account_member_id))) throw memberNotFound(data.account_member_id);
  const row = await membershipStore().insert(accountId, data.account_member_id);
  if (row === "missing") {
    // The account or the member was deleted since it was read: the same 404 as had it been first.
    await existingAccount(accountId);
    throw memberNotFound(data.account_member_id);
  }
  if (row === "duplicate") {
    throw new ApiError({
      status: 409,
      title: "Conflict",
      detail: "account membership with the given account id and account member id already exists",
      source: "data.account_member_id",
    });
  }
  return membershipResource(row, origin);
}

/** GET /v2/accounts/{id}/account-memberships/{membershipId}. */
export async function getMembership(accountId: Uuid, id: Uuid, origin: string, include?: "account_member") {
  const row = await found(accountId, id);
  return { data: membershipResource(row, origin), ...(include ? { included: await includedMembers([row]) } : {}) };
}

/**
 * PUT …/account-memberships/{membershipId}: EP lets a membership be updated but never its member, so the body names
 * the member it has (another → 409) and the update only marks it updated.
 */
export async function updateMembership(accountId: Uuid, id: Uuid, data: MembershipWrite, origin: string) {
  const row = await found(accountId, id);
  if (row.memberId !== data.account_member_id) {
    throw new ApiError({ status: 409, title: "Conflict", detail: "The account member of a membership cannot be changed.", source: "data.account_member_id" });
  }
  const updated = await membershipStore().touch(accountId, id, now());
  if (!updated) throw membershipNotFound(id);
  return membershipResource(updated, origin);
}

/** DELETE …/account-memberships/{membershipId}: the member's account tokens stop working in the same transaction. */
export async function deleteMembership(accountId: Uuid, id: Uuid): Promise<void> {
  const at = now();
  const row = await membershipStore().delete(accountId, id, (tx, deleted) => revokeMemberTokens(deleted.memberId, at, tx));
  if (!row) throw membershipNotFound(id);
}
