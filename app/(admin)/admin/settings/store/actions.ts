"use server";
// Saving the store settings: whether shoppers may sign themselves up (the same schema and domain call as PUT
// /v2/settings/account-authentication), who the store's e-mail comes from, and the store's details (name, address,
// contact, time zone, order-number prefix). Each: the admin session, the
// domain's schema, one write. They answer the form's state (useActionState), so they work without JavaScript.
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { accountSettingsSchema, updateAccountSettings } from "@/lib/commerce/accounts/account-settings";
import { emailSenderSchema, updateEmailSender } from "@/lib/commerce/settings/email-sender";
import { requireOwner } from "@/lib/web/admin-session";
import { unpaidOrderSettingsSchema, updateUnpaidOrderSettings } from "@/lib/commerce/settings/unpaid-order-settings";
import { storeDetailsSchema, storeDetailsFields, updateStoreDetails } from "@/lib/commerce/settings/store-details";
import type { EmailSenderState, SelfSignupState, StoreDetailsFields, StoreDetailsState, UnpaidOrdersState } from "@/components/admin/store-settings-state";

/**
 * The sign-up form's fields: its own mark (a form without it is not this form, and changes nothing; an unticked box
 * sends no field at all) and the box, ticked or not.
 */
const signupFields = z.object({ settings_form: z.literal("self-signup"), enable_self_signup: z.literal("on").nullable() });

export async function saveSelfSignup(...args: [previous: SelfSignupState, form: FormData]): Promise<SelfSignupState> {
  const [, form] = actionArguments("saveSelfSignup", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner("/admin/settings/store");
  const fields = signupFields.safeParse({ settings_form: form.get("settings_form"), enable_self_signup: form.get("enable_self_signup") });
  const { data } = accountSettingsSchema.parse({
    data: { type: "account_authentication_settings", ...(fields.success ? { enable_self_signup: fields.data.enable_self_signup === "on" } : {}) },
  });
  // Without a change to make (a form that is not this one), what is stored, unchanged.
  return { enabled: await updateAccountSettings(data, fields.success ? caller : undefined), saved: fields.success };
}

export async function saveEmailSender(...args: [previous: EmailSenderState, form: FormData]): Promise<EmailSenderState> {
  const [, form] = actionArguments("saveEmailSender", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner("/admin/settings/store");
  // A form without both fields (not this form) is refused as any wrong value is: nothing is stored.
  const sent = { sender_name: form.get("sender_name"), sender_address: form.get("sender_address") };
  const checked = emailSenderSchema.safeParse(sent);
  if (!checked.success) {
    const fieldErrors: NonNullable<EmailSenderState["fieldErrors"]> = {};
    for (const issue of checked.error.issues) fieldErrors[issue.path[0] as "sender_name" | "sender_address"] ??= issue.message;
    const typed = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
    return { senderName: typed(sent.sender_name), senderAddress: typed(sent.sender_address), fieldErrors };
  }
  const saved = await updateEmailSender(checked.data, caller);
  return { senderName: saved.name, senderAddress: saved.address, from: saved.from, saved: true };
}

export async function saveUnpaidOrderSettings(...args: [previous: UnpaidOrdersState, form: FormData]): Promise<UnpaidOrdersState> {
  const [, form] = actionArguments("saveUnpaidOrderSettings", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner("/admin/settings/store");
  const sent = { unpaid_order_days: form.get("unpaid_order_days"), unpaid_orders_per_shopper: form.get("unpaid_orders_per_shopper") };
  const typed = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
  const checked = unpaidOrderSettingsSchema.safeParse(sent);
  if (!checked.success) {
    const fieldErrors: NonNullable<UnpaidOrdersState["fieldErrors"]> = {};
    for (const issue of checked.error.issues) fieldErrors[issue.path[0] as keyof typeof fieldErrors] ??= issue.message;
    return { unpaidOrderDays: typed(sent.unpaid_order_days), unpaidOrdersPerShopper: typed(sent.unpaid_orders_per_shopper), fieldErrors };
  }
  const saved = await updateUnpaidOrderSettings(checked.data, caller);
  return { unpaidOrderDays: String(saved.unpaidOrderDays), unpaidOrdersPerShopper: String(saved.unpaidOrdersPerShopper), saved: true };
}

const STORE_FIELDS = [
  "store_name",
  "address_line_1",
  "address_line_2",
  "city",
  "postcode",
  "region",
  "country",
  "contact_email",
  "phone",
  "time_zone",
  "order_number_prefix",
] as const satisfies readonly (keyof StoreDetailsFields)[];

/** Saves the store details (store-details-schema.ts judges every field; a refused form stores nothing). */
export async function saveStoreDetails(...args: [previous: StoreDetailsState, form: FormData]): Promise<StoreDetailsState> {
  const [, form] = actionArguments("saveStoreDetails", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner("/admin/settings/store");
  const typed = Object.fromEntries(STORE_FIELDS.map((name) => [name, form.get(name)])) as Record<keyof StoreDetailsFields, FormDataEntryValue | null>;
  const values = Object.fromEntries(STORE_FIELDS.map((name) => [name, typeof typed[name] === "string" ? typed[name] : ""])) as StoreDetailsFields;
  const checked = storeDetailsSchema.safeParse(typed);
  if (!checked.success) {
    const fieldErrors: NonNullable<StoreDetailsState["fieldErrors"]> = {};
    for (const issue of checked.error.issues) fieldErrors[issue.path[0] as keyof StoreDetailsFields] ??= issue.message;
    return { values, fieldErrors };
  }
  const saved = await updateStoreDetails(caller, checked.data);
  return { values: storeDetailsFields(saved), saved: true };
}
