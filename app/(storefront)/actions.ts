"use server";
// Storefront-wide actions. The currency switch: the shopper's currency in a cookie, read by the pages and sent by the
// browser's API client as X-MOLTIN-CURRENCY. A cart has one currency: with lines in the cart, switching asks first
// (/currency) and then starts a new cart, keeping the old one reachable (lib/web/kept-cart.ts).
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, ignoredFormArgs } from "@/lib/http/actions/server-action";
import { secureCookies } from "@/lib/web/cookie-security";
import { CURRENCY_COOKIE, isCurrencyCode, type CurrencyCode } from "@/lib/web/currencies";
import { forgetKeptCart, keptCart, restoreKeptCart, startNewCart } from "@/lib/web/kept-cart";
import { clearMergeNote } from "@/lib/web/merge-note";
import { returnPath } from "@/lib/web/return-path";
import { shopperCurrencyState } from "@/lib/web/shopper-currency";

async function keepCurrency(currency: CurrencyCode): Promise<void> {
  (await cookies()).set(CURRENCY_COOKIE, currency, { path: "/", sameSite: "lax", secure: secureCookies(), httpOnly: false, maxAge: 365 * 24 * 3600 });
}

/** The page the form was on (a path of this site), from the form's `back` or the Referer; else the home page. */
async function pageOf(formData: FormData): Promise<string> {
  const back = returnPath(formData.get("back"));
  if (back) return back;
  const referer = (await headers()).get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    const path = returnPath(`${url.pathname}${url.search}`);
    return path && !url.pathname.startsWith("/currency") ? path : "/";
  } catch {
    return "/";
  }
}

/**
 * The header's switch. With lines in a cart of another currency it asks first, on /currency. With an empty cart
 * and a kept cart in that currency, switching back to it brings that cart back.
 */
export async function setCurrency(...args: [formData: FormData]): Promise<void> {
  const [formData] = actionArguments("setCurrency", args, z.tuple([formArg]));
  const value = formData.get("currency");
  const state = await shopperCurrencyState();
  if (typeof value !== "string" || !isCurrencyCode(value) || !state.offered.includes(value)) return;
  if (state.cart && state.cart !== value) {
    redirect(`/currency?${new URLSearchParams({ to: value, back: await pageOf(formData) })}`);
  }
  if (!state.cart && (await keptCart())?.currency === value) await restoreKeptCart();
  await keepCurrency(value);
}

/** The confirmation's answer: the cart is kept aside, a new one starts in the new currency. */
export async function switchToNewCart(...args: [formData: FormData]): Promise<void> {
  const [formData] = actionArguments("switchToNewCart", args, z.tuple([formArg]));
  const value = formData.get("currency");
  const back = await pageOf(formData);
  const state = await shopperCurrencyState();
  if (typeof value !== "string" || !isCurrencyCode(value) || !state.offered.includes(value)) redirect(back);
  if (state.cart && state.cart !== value) {
    const problems = await startNewCart();
    if (problems.length > 0) redirect(`/currency?${new URLSearchParams({ to: value, back, failed: "1" })}`);
  }
  await keepCurrency(value);
  redirect(back);
}

/** "Go back to your USD cart": the kept cart is the shopper's again, in its currency. */
export async function goBackToKeptCart(...args: [formData: FormData]): Promise<void> {
  const [formData] = actionArguments("goBackToKeptCart", args, z.tuple([formArg]));
  const back = await pageOf(formData);
  const currency = await restoreKeptCart();
  if (currency) await keepCurrency(currency);
  redirect(back);
}

/** Hides the kept cart's notice (the cart is not deleted). */
export async function dismissKeptCart(...args: [formData?: FormData]): Promise<void> {
  actionArguments("dismissKeptCart", args, ignoredFormArgs);
  await forgetKeptCart();
}

/** Hides the sign-in's merge note (merge-note.ts). */
export async function dismissMergeNote(...args: [formData?: FormData]): Promise<void> {
  actionArguments("dismissMergeNote", args, ignoredFormArgs);
  await clearMergeNote();
}
