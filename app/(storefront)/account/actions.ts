"use server";
import { redirect } from "next/navigation";
import { actionArguments, ignoredFormArgs } from "@/lib/http/actions/server-action";
import { forgetKeptCart } from "@/lib/web/kept-cart";
import { clearMergeNote } from "@/lib/web/merge-note";
import { forgetCartId } from "@/lib/web/shopper-cart";
import { endShopperSession, requireShopper } from "@/lib/web/shopper-session";
import { resendEmailVerification } from "@/lib/commerce/accounts/account-pages";

/** Ends the session; the account's cart stays with the account and this browser starts a new one. */
export async function signOut(...args: [formData?: FormData]): Promise<void> {
  actionArguments("signOut", args, ignoredFormArgs);
  await endShopperSession();
  await forgetCartId();
  await forgetKeptCart();
  await clearMergeNote();
  redirect("/account/sign-in?signed-out=1");
}

/** "Send the e-mail again": a new verification link through the outbox, at most one per 10 minutes. */
export async function sendVerificationAgain(...args: [formData?: FormData]): Promise<void> {
  actionArguments("sendVerificationAgain", args, ignoredFormArgs);
  const shopper = await requireShopper("/account");
  const sent = await resendEmailVerification(shopper.memberId);
  redirect(`/account?verification=${sent ? "sent" : "wait"}`);
}
