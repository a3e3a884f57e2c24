"use server";
// The staff's ways in besides signing in, none of which needs a session: asking for a password reset link, choosing
// a new password with one, and accepting an invitation (which signs the new member in). Plain form posts, each
// parsed with its schema and one domain call; the outcome comes back in the page's address (?done=, ?error=).
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg } from "@/lib/http/actions/server-action";
import { clientAddress } from "@/lib/http/origin/client-address";
import { ApiError } from "@/lib/commerce/errors";
import { staffAcceptSchema, staffForgotSchema, staffResetSchema } from "@/lib/commerce/staff/staff-schemas";
import { requestStaffPasswordReset, resetStaffPassword } from "@/lib/commerce/staff/staff-password-reset";
import { acceptInvitation } from "@/lib/commerce/staff/staff-invitations";
import { startStaffSession } from "@/lib/commerce/staff/staff-session";
import { ADMIN_HOME, keepAdminSession } from "@/lib/web/admin-session";

const go = (path: string, outcome: Record<string, string>): never => redirect(`${path}?${new URLSearchParams(outcome)}`);
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? "Check the form and try again.";
/** A refusal the person can act on (a used link, too many attempts); anything else is the server's fault. */
const refusalWords = (error: unknown): string => {
  if (error instanceof ApiError && (error.status < 500 || error.status === 503)) return error.errors[0]?.detail ?? error.message;
  throw error;
};

export async function forgotStaffPassword(...args: [form: FormData]): Promise<void> {
  const [form] = actionArguments("forgotStaffPassword", args, z.tuple([formArg]));
  const input = staffForgotSchema.safeParse({ email: form.get("email") ?? "" });
  if (!input.success) go("/admin/forgot-password", { error: firstIssue(input.error) });
  await requestStaffPasswordReset(input.data!.email);
  go("/admin/forgot-password", { done: `If ${input.data!.email} belongs to a staff member, a link to choose a new password is on its way. It works for an hour.` });
}

export async function resetStaffPasswordAction(...args: [form: FormData]): Promise<void> {
  const [form] = actionArguments("resetStaffPassword", args, z.tuple([formArg]));
  const token = String(form.get("token") ?? "");
  const input = staffResetSchema.safeParse({ token, password: form.get("password") ?? "" });
  if (!input.success) go("/admin/reset-password", { token, error: firstIssue(input.error) });
  let done;
  try {
    done = await resetStaffPassword(input.data!, { address: clientAddress(await headers()) });
  } catch (error) {
    go("/admin/reset-password", { token, error: refusalWords(error) });
  }
  if (!done) go("/admin/reset-password", { token, error: "This link cannot be used any more. Ask for a new one." });
  go("/admin/sign-in", { done: "Your password is changed. Sign in with it." });
}

export async function acceptInvitationAction(...args: [form: FormData]): Promise<void> {
  const [form] = actionArguments("acceptInvitation", args, z.tuple([formArg]));
  const token = String(form.get("token") ?? "");
  const page = `/admin/invitation/${encodeURIComponent(token)}`;
  const input = staffAcceptSchema.safeParse({ token, name: form.get("name") ?? "", password: form.get("password") ?? "" });
  if (!input.success) go(page, { error: firstIssue(input.error) });
  let member;
  try {
    member = await acceptInvitation(input.data!, { address: clientAddress(await headers()) });
  } catch (error) {
    go(page, { error: refusalWords(error) });
  }
  await keepAdminSession(await startStaffSession(member!.id));
  redirect(ADMIN_HOME);
}
