// What each staff role may do (docs/admin.md "Staff"). An owner may do everything; staff run the shop (orders,
// products, stock, customers, promotions, e-mails) but may not change the store's settings (settings, shipping and
// tax, payments) nor manage the staff. An API client (client credentials, no staff member) is the store's
// administrator and may do everything. The owners themselves: the owner cannot remove themselves, and the last owner
// can be neither removed nor made staff, so a store always has someone who can change its settings.
import { ApiError } from "../errors";
import type { Caller, StaffRole } from "../auth/tokens";

export const STAFF_ROLES = ["owner", "staff"] as const satisfies readonly StaffRole[];

export const ROLE_WORDS: Record<StaffRole, string> = { owner: "Owner", staff: "Staff" };

/** The words a staff member reads where only the owner may go. */
export const OWNER_ONLY = "Only the store's owner can change settings.";

/** Whether the caller may change the store's settings and manage its staff. */
export function isOwnerCaller(caller: Caller): boolean {
  if (caller.grant !== "client_credentials") return false;
  return !caller.staff || caller.staff.role === "owner";
}

/** For the domain's owner-only changes: 403 with OWNER_ONLY for anyone else. */
export function assertOwner(caller: Caller): void {
  if (!isOwnerCaller(caller)) throw new ApiError({ status: 403, title: "Forbidden", detail: OWNER_ONLY });
}

type Member = { id: string; role: string };

/** Why `target` cannot be removed by `actorId` among `all` members, or undefined when they can. */
export function removalRefusal(actorId: string | undefined, target: Member, all: readonly Member[]): string | undefined {
  if (actorId === target.id) return "You cannot remove yourself. Another owner can.";
  if (target.role === "owner" && all.filter((m) => m.role === "owner").length <= 1) return "The store's last owner cannot be removed.";
  return undefined;
}

/** Why `target` cannot be given `role` among `all` members, or undefined when it can. */
export function roleChangeRefusal(target: Member, role: StaffRole, all: readonly Member[]): string | undefined {
  if (target.role === "owner" && role !== "owner" && all.filter((m) => m.role === "owner").length <= 1) {
    return "The store's last owner must stay an owner. Make someone else an owner first.";
  }
  return undefined;
}
