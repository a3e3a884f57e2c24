"use server";
// Saving the store settings: whether shoppers may sign themselves up (the same schema and domain call as PUT
// /v2/settings/account-authentication) and who the store's e-mail comes from. Each: the admin session, the
// domain's schema, one write. They answer the form's state (useActionState), so they work without JavaScript.
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/server-action";
import { accountSettingsSchema, updateAccountSettings } from "@/lib/commerce/accounts/account-settings";
import { emailSenderSchema, updateEmailSender } from "@/lib/commerce/settings/email-sender";
import { requireAdmin } from "@/lib/web/admin-session";
import type { EmailSenderState, SelfSignupState } from "@/components/admin/store-settings-state";

export async function saveSelfSignup(...args: [previous: SelfSignupState, form: FormData]): Promise<SelfSignupState> {
  const [, form] = actionArguments("saveSelfSignup", args, z.tuple([previousStateArg, formArg]));
  await requireAdmin("/admin/settings/store");
  const { data } = accountSettingsSchema.parse({ data: { type: "account_authentication_settings", enable_self_signup: form.get("enable_self_signup") === "on" } });
  return { enabled: await updateAccountSettings(data), saved: true };
}

export async function saveEmailSender(...args: [previous: EmailSenderState, form: FormData]): Promise<EmailSenderState> {
  const [, form] = actionArguments("saveEmailSender", args, z.tuple([previousStateArg, formArg]));
  await requireAdmin("/admin/settings/store");
  const typed = { sender_name: String(form.get("sender_name") ?? ""), sender_address: String(form.get("sender_address") ?? "") };
  const checked = emailSenderSchema.safeParse(typed);
  if (!checked.success) {
    const fieldErrors: NonNullable<EmailSenderState["fieldErrors"]> = {};
    for (const issue of checked.error.issues) fieldErrors[issue.path[0] as "sender_name" | "sender_address"] ??= issue.message;
    return { senderName: typed.sender_name, senderAddress: typed.sender_address, fieldErrors };
  }
  const saved = await updateEmailSender(checked.data);
  return { senderName: saved.name, senderAddress: saved.address, from: saved.from, saved: true };
}
