"use server";
// The owner's staff page: invite, change a role, remove (with its confirmation box). Each action checks its
// arguments, then that the caller is an owner, parses the form with its schema and makes one domain call
// (lib/commerce/staff); the outcome comes back in the page's address. Plain form posts: no JavaScript needed.
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg } from "@/lib/http/actions/server-action";
import { ApiError } from "@/lib/commerce/errors";
import { staffInviteSchema, staffRoleSchema } from "@/lib/commerce/staff/staff-schemas";
import { inviteStaff } from "@/lib/commerce/staff/staff-invitations";
import { changeStaffRole, removeStaff } from "@/lib/commerce/staff/staff-members";
import { ROLE_WORDS } from "@/lib/commerce/staff/staff-permissions";
import { requireOwner } from "@/lib/web/admin-session";
import { uuidField } from "@/lib/commerce/uuid";

const PAGE = "/admin/staff";
const back = (outcome: Record<string, string>): never => redirect(`${PAGE}?${new URLSearchParams(outcome)}`);
const refusal = (error: unknown): never => {
  if (error instanceof ApiError && error.status < 500) return back({ error: error.errors[0]?.detail ?? error.message });
  throw error;
};

export async function inviteStaffAction(...args: [form: FormData]): Promise<void> {
  const [form] = actionArguments("inviteStaff", args, z.tuple([formArg]));
  const caller = await requireOwner(PAGE);
  const input = staffInviteSchema.safeParse({ email: form.get("email") ?? "", name: form.get("name") ?? "", role: form.get("role") ?? "" });
  if (!input.success) back({ error: input.error.issues[0]?.message ?? "Check the form and try again." });
  let invited;
  try {
    invited = await inviteStaff(caller, input.data!);
  } catch (error) {
    refusal(error);
  }
  back({ done: `An invitation is on its way to ${invited!.email}. Its link works for 7 days.` });
}

export async function changeStaffRoleAction(...args: [form: FormData]): Promise<void> {
  const [form] = actionArguments("changeStaffRole", args, z.tuple([formArg]));
  const caller = await requireOwner(PAGE);
  const input = staffRoleSchema.safeParse({ id: form.get("id") ?? "", role: form.get("role") ?? "" });
  if (!input.success) back({ error: input.error.issues[0]?.message ?? "Check the form and try again." });
  let changed;
  try {
    changed = await changeStaffRole(caller, input.data!.id, input.data!.role);
  } catch (error) {
    refusal(error);
  }
  back({ done: `${changed!.name} is ${ROLE_WORDS[changed!.role]} now.` });
}

export async function removeStaffAction(...args: [form: FormData]): Promise<void> {
  const [form] = actionArguments("removeStaff", args, z.tuple([formArg]));
  const caller = await requireOwner(PAGE);
  if (form.get("confirm") !== "yes") back({ error: "Tick the box to confirm removing the staff member, then try again." });
  const id = uuidField().safeParse(form.get("id"));
  if (!id.success) back({ error: "That staff member is not known." });
  let removed;
  try {
    removed = await removeStaff(caller, id.data!);
  } catch (error) {
    refusal(error);
  }
  back({ done: `${removed!.name} is removed from the staff. Their sessions have ended.` });
}
