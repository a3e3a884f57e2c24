"use server";
// Storefront-wide actions. The currency switch: the shopper's currency in a cookie, read by the pages and sent by the
// browser's API client as X-MOLTIN-CURRENCY.
import { cookies } from "next/headers";
import { z } from "zod";
import { actionArguments, formArg, ignoredFormArgs } from "@/lib/http/server-action";
import { secureCookies } from "@/lib/web/cookie-security";
import { CURRENCY_COOKIE, STORE_CURRENCIES } from "@/lib/web/currencies";
import { clearMergeNote } from "@/lib/web/merge-note";

export async function setCurrency(...args: [formData: FormData]): Promise<void> {
  const [formData] = actionArguments("setCurrency", args, z.tuple([formArg]));
  const value = formData.get("currency");
  if (typeof value !== "string" || !(STORE_CURRENCIES as readonly string[]).includes(value)) return;
  (await cookies()).set(CURRENCY_COOKIE, value, { path: "/", sameSite: "lax", secure: secureCookies(), httpOnly: false, maxAge: 365 * 24 * 3600 });
}

/** Hides the sign-in's merge note (merge-note.ts). */
export async function dismissMergeNote(...args: [formData?: FormData]): Promise<void> {
  actionArguments("dismissMergeNote", args, ignoredFormArgs);
  await clearMergeNote();
}
