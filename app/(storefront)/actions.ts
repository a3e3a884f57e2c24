"use server";
// Storefront-wide actions. The currency switch: the shopper's currency in a cookie, read by the pages and sent by the
// browser's API client as X-MOLTIN-CURRENCY.
import { cookies, headers } from "next/headers";
import { CURRENCY_COOKIE, STORE_CURRENCIES } from "@/lib/web/currencies";
import { clearMergeNote } from "@/lib/web/merge-note";

export async function setCurrency(formData: FormData): Promise<void> {
  const value = formData.get("currency");
  if (typeof value !== "string" || !(STORE_CURRENCIES as readonly string[]).includes(value)) return;
  const secure = (await headers()).get("x-forwarded-proto") === "https";
  (await cookies()).set(CURRENCY_COOKIE, value, { path: "/", sameSite: "lax", secure, httpOnly: false, maxAge: 365 * 24 * 3600 });
}

/** Hides the sign-in's merge note (merge-note.ts). */
export async function dismissMergeNote(): Promise<void> {
  await clearMergeNote();
}
