// The staff list and its changes (docs/admin.md "Staff"): an owner changes a member's role or removes them, under
// the rules of staff-permissions.ts, checked with every member locked so that two owners cannot remove each other at
// once; each change is recorded (subject 'staff') in its transaction. Removing a member deletes them and every
// session of theirs: their next request finds no session (staff-session.ts). The store's first owner is made from
// the environment on first start or from the command line (docs/operations.md "The store's owner").
import { staffStore, isDuplicateEmail } from "@/lib/storage/staff/staff-store";
import type { Caller, StaffIdentity, StaffRole } from "../auth/tokens";
import { hashPassword } from "../auth/passwords";
import { recordActivity } from "../activity/activity";
import { ApiError, notFound } from "../errors";
import { assertOwner, removalRefusal, roleChangeRefusal, ROLE_WORDS } from "./staff-permissions";
import { staffIdentity } from "./staff-session";
import { firstOwnerSchema } from "./staff-schemas";

export type StaffListEntry = StaffIdentity & { since: Date };

export async function listStaff(): Promise<StaffListEntry[]> {
  return (await staffStore.list()).map((row) => ({ ...staffIdentity(row), since: row.createdAt }));
}

const gone = () => notFound("Not Found", "That staff member was removed already.");
const refused = (detail: string) => new ApiError({ status: 422, title: "Unprocessable Entity", detail });

export async function changeStaffRole(caller: Caller, id: string, role: StaffRole): Promise<StaffIdentity> {
  assertOwner(caller);
  const changed = await staffStore.changeMember(
    id,
    (target, all) => {
      const refusal = roleChangeRefusal(target, role, all);
      if (refusal) throw refused(refusal);
      return { role };
    },
    async (tx, before) => {
      if (before.role === role) return;
      await recordActivity(caller, { action: "staff_role_changed", subject: { type: "staff", id }, summary: `Made ${before.name} ${ROLE_WORDS[role]} (was ${ROLE_WORDS[before.role as StaffRole]})` }, tx);
    },
  );
  if (!changed) throw gone();
  return { ...staffIdentity(changed), role };
}

export async function removeStaff(caller: Caller, id: string): Promise<StaffIdentity> {
  assertOwner(caller);
  const removed = await staffStore.changeMember(
    id,
    (target, all) => {
      const refusal = removalRefusal(caller.staff?.id, target, all);
      if (refusal) throw refused(refusal);
      return "remove";
    },
    async (tx, before) => {
      await recordActivity(caller, { action: "staff_removed", subject: { type: "staff", id }, summary: `Removed ${before.name} (${before.email}) from the staff` }, tx);
    },
  );
  if (!removed) throw gone();
  return staffIdentity(removed);
}

export type OwnerInput = { email: string; name?: string; password: string };

function ownerValues(input: OwnerInput) {
  const checked = firstOwnerSchema.safeParse({ ...input, name: input.name?.trim() || "Store Owner" });
  if (!checked.success) throw refused(checked.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join(" "));
  return checked.data;
}

/** Creates an owner (the command line): 409 when the e-mail is a member's already, 422 for a bad e-mail or password. */
export async function createOwner(input: OwnerInput): Promise<StaffIdentity> {
  const values = ownerValues(input);
  try {
    const row = await staffStore.insert({ email: values.email.toLowerCase(), name: values.name, role: "owner", passwordHash: await hashPassword(values.password) });
    return staffIdentity(row);
  } catch (error) {
    if (isDuplicateEmail(error)) throw new ApiError({ status: 409, title: "Conflict", detail: `${values.email} is on the staff already.` });
    throw error;
  }
}

/** The store's first owner, only when there is no staff member at all; undefined when there is one already. */
export async function createFirstOwner(input: OwnerInput): Promise<StaffIdentity | undefined> {
  if ((await staffStore.count()) > 0) return undefined;
  const values = ownerValues(input);
  const row = await staffStore.insertFirst({ email: values.email.toLowerCase(), name: values.name, role: "owner", passwordHash: await hashPassword(values.password) });
  return row && staffIdentity(row);
}

/** ADMIN_OWNER_EMAIL and ADMIN_OWNER_PASSWORD (and ADMIN_OWNER_NAME), when both are set: the first owner they make. */
export async function createOwnerFromEnvironment(env: Record<string, string | undefined> = process.env): Promise<StaffIdentity | undefined> {
  const email = env.ADMIN_OWNER_EMAIL?.trim();
  const password = env.ADMIN_OWNER_PASSWORD;
  if (!email || !password) return undefined;
  return createFirstOwner({ email, password, name: env.ADMIN_OWNER_NAME });
}
