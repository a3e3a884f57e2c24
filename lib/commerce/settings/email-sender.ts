// Who the store's e-mail comes from (docs/email.md, docs/admin.md "Dashboard and settings"): the sender stored in
// the admin's store settings (an address stored without a name goes out under the store's name, store-details.ts);
// while none is stored, EMAIL_FROM from the environment; without that the default.
// The sender reads it for every message, so a change applies to the next message sent.
import type { Caller } from "@/lib/commerce/auth/tokens";
import { recordSettingsChange } from "@/lib/commerce/settings/settings-activity";
import { emailSettingsStore } from "@/lib/storage/settings/email-settings-store";
import { now } from "../clock";
import type { EmailSenderValues } from "./email-sender-schema";
import { environmentFrom, fromHeader } from "./email-from";
import { readStoreDetails, storeNameOf } from "./store-details";

export { emailSenderSchema, SENDER_NAME_MAX, type EmailSenderValues } from "./email-sender-schema";
export { DEFAULT_FROM, environmentFrom } from "./email-from";

export type EmailSender = {
  /** As stored ("" when none is). */
  name: string;
  address: string;
  /** The From header the store sends with now. */
  from: string;
  /** Whether it comes from the store settings (else the environment or the default). */
  stored: boolean;
};

export async function readEmailSender(): Promise<EmailSender> {
  const [{ name, address }, details] = await Promise.all([emailSettingsStore().sender(), readStoreDetails()]);
  return { name, address, stored: address !== "", from: address !== "" ? fromHeader(name || storeNameOf(details), address) : environmentFrom() };
}

/** The From header of the next message. */
export async function currentEmailFrom(): Promise<string> {
  return (await readEmailSender()).from;
}

/** Stores the sender (both empty: none, the environment's is used); what is used afterwards. */
export async function updateEmailSender(values: EmailSenderValues, caller?: Caller): Promise<EmailSender> {
  await emailSettingsStore().setSender({ name: values.sender_name, address: values.sender_address }, now());
  const sender = await readEmailSender();
  await recordSettingsChange(caller, "store", `Set the e-mail sender to ${sender.from}`);
  return sender;
}
