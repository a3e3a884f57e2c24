// Who changed a setting (docs/admin.md "Who did what"): each settings page's change is an admin_activity row with
// subject type 'settings' and the page's id ('store', 'cart', 'prices', 'payments', 'shipping-and-tax', 'currencies',
// ...), its summary in a shopkeeper's words. Called by the domain functions the pages' actions (and the API) call; a caller
// not given (a script, a seed) records nothing.
import type { Executor } from "@/lib/storage/db";
import { recordActivity } from "../activity/activity";
import type { Caller } from "../auth/tokens";

export type SettingsPage = "store" | "policies" | "cart" | "prices" | "payments" | "shipping-and-tax" | "currencies";

export async function recordSettingsChange(caller: Caller | undefined, page: SettingsPage, summary: string, executor?: Executor): Promise<void> {
  if (!caller) return;
  await recordActivity(caller, { action: `settings.${page}`, subject: { type: "settings", id: page }, summary }, executor);
}
