// Whose changes the back office records (docs/admin.md "Who did what"): an administrator's — a staff member or an
// API client acting with the client-credentials grant. A shopper's own changes (pausing their subscription) are not
// the back office's doing and are left to the subject's own history.
import type { Executor } from "@/lib/storage/db";
import type { Caller } from "../auth/tokens";
import { recordActivity } from "./activity";

export function isAdministrator(caller: Caller | undefined): caller is Caller {
  return caller?.grant === "client_credentials";
}

/** Records the change (recordActivity, in `executor`'s transaction) when an administrator made it; nothing otherwise. */
export async function recordAdministratorChange(
  caller: Caller | undefined,
  change: Parameters<typeof recordActivity>[1],
  executor?: Executor,
): Promise<void> {
  if (isAdministrator(caller)) await recordActivity(caller, change, executor);
}
