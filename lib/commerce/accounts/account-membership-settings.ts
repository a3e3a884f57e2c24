// EP's account membership settings (GET/PUT /v2/settings/account-membership): `membership_limit`, how many accounts
// one account member may belong to, 1 to 10,000 (EP's range); 1,000 until an administrator sets it. Kept with the
// account authentication settings (lib/storage/accounts/account-settings-store.ts). An account member in Cartwright
// belongs to the one account it was made for (docs/api.md "Account membership settings"), so no member is ever
// near the limit: it is kept for EP's clients and for a member joining further accounts, which must check it here.
import { z } from "zod";
import { accountSettingsStore } from "@/lib/storage/accounts/account-settings-store";
import type { Caller } from "../auth/tokens";
import { now } from "../clock";
import { recordSettingsChange } from "../settings/settings-activity";

export const DEFAULT_MEMBERSHIP_LIMIT = 1000;
export const MAX_MEMBERSHIP_LIMIT = 10_000;

/** PUT /v2/settings/account-membership: `type` is required; `membership_limit` left out keeps what is stored. */
export const membershipSettingsSchema = z.object({
  data: z.looseObject({
    type: z.literal("account_membership_setting", 'type must be "account_membership_setting".'),
    membership_limit: z
      .number("membership_limit must be a whole number.")
      .int("membership_limit must be a whole number.")
      .min(1, "membership_limit is at least 1.")
      .max(MAX_MEMBERSHIP_LIMIT, `membership_limit is at most ${MAX_MEMBERSHIP_LIMIT}.`)
      .optional(),
  }),
});
export type MembershipSettingsChange = z.output<typeof membershipSettingsSchema>["data"];

/** How many accounts one member may belong to. */
export async function membershipLimit(): Promise<number> {
  return accountSettingsStore().membershipLimit(DEFAULT_MEMBERSHIP_LIMIT);
}

/** PUT /v2/settings/account-membership: the limit afterwards. */
export async function updateMembershipSettings(change: MembershipSettingsChange, caller?: Caller): Promise<number> {
  if (change.membership_limit === undefined) return membershipLimit();
  const saved = await accountSettingsStore().setMembershipLimit(change.membership_limit, now());
  await recordSettingsChange(caller, "store", `Let an account member belong to at most ${saved} accounts`);
  return saved;
}

/** EP's AccountMembershipSettings `data`. */
export function membershipSettingsResource(limit: number) {
  return { type: "account_membership_setting" as const, membership_limit: limit };
}
