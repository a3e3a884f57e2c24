"use server";
import { redirect } from "next/navigation";
import { actionArguments, ignoredFormArgs } from "@/lib/http/server-action";
import { forgetKeptCart } from "@/lib/web/kept-cart";
import { clearMergeNote } from "@/lib/web/merge-note";
import { forgetCartId } from "@/lib/web/shopper-cart";
import { endShopperSession } from "@/lib/web/shopper-session";

/** Ends the session; the account's cart stays with the account and this browser starts a new one. */
export async function signOut(...args: [formData?: FormData]): Promise<void> {
  actionArguments("signOut", args, ignoredFormArgs);
  await endShopperSession();
  await forgetCartId();
  await forgetKeptCart();
  await clearMergeNote();
  redirect("/account/sign-in?signed-out=1");
}
