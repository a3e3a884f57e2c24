// Internal notes on an order (docs/admin.md "Orders"): a few words an administrator leaves for the team ("Rang the
// shopper, sending on Monday"). Kept in the activity log with the person and the time, shown on the order's timeline;
// never shown to the shopper nor put in an e-mail.
import { z } from "zod";
import type { Caller } from "../auth/tokens";
import { ApiError } from "../errors";
import { recordActivity, type ActivityEntry } from "../activity/activity";
import { getOrder } from "./orders";
import type { Uuid } from "../uuid";

export const NOTE_MAX = 2000;

export const orderNoteSchema = z.object({
  text: z.string().trim().min(1, "Write the note first.").max(NOTE_MAX, `Keep a note to ${NOTE_MAX} characters.`),
});

export async function addOrderNote(caller: Caller, orderId: Uuid, text: string): Promise<ActivityEntry> {
  if (caller.grant !== "client_credentials") throw new ApiError({ status: 403, title: "Forbidden", detail: "Only the store's administrators write notes on an order." });
  const { order } = await getOrder(caller, orderId);
  return recordActivity(caller, { action: "note_added", subject: { type: "order", id: order.id }, summary: text });
}
