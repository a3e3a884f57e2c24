"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, idArg, previousStateArg } from "@/lib/http/actions/server-action";
import { now } from "@/lib/commerce/clock";
import { STATE_ACTIONS } from "@/lib/commerce/subscriptions/schemas";
import { changeAccountSubscriptionState } from "@/lib/commerce/subscriptions/subscription-pages";
import { currentShopper } from "@/lib/web/shopper-session";

export type SubscriptionActionState = { ok?: boolean; message: string; at?: number };

const actionSchema = z.enum(STATE_ACTIONS);

/** Pause, resume or cancel the signed-in shopper's subscription, then show the page as it now is. */
export async function changeSubscriptionState(
  ...args: [subscriptionId: string, previous: SubscriptionActionState, formData: FormData]
): Promise<SubscriptionActionState> {
  const [subscriptionId, , formData] = actionArguments("changeSubscriptionState", args, z.tuple([idArg, previousStateArg, formArg]));
  const shopper = await currentShopper();
  if (!shopper) redirect(`/account/sign-in?next=${encodeURIComponent(`/account/subscriptions/${subscriptionId}`)}`);
  const action = actionSchema.safeParse(formData.get("action"));
  if (!action.success) return { ok: false, message: "Choose pause, resume or cancel.", at: now().getTime() };
  const result = await changeAccountSubscriptionState(shopper.accountId, subscriptionId, action.data);
  revalidatePath(`/account/subscriptions/${subscriptionId}`);
  revalidatePath("/account");
  return { ...result, at: now().getTime() };
}
