"use server";
// Shopper sign-in. Kept small on purpose: validate, authenticate (as this browser's device when its device
// cookie names the account), keep the session and the device cookie, move the shopper to
// their account's cart (merging the anonymous one into it, account-cart.ts), go on. What was merged is
// told on the next page (merge-note.ts).
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { ApiError } from "@/lib/commerce/errors";
import { clientAddress } from "@/lib/http/origin/client-address";
import { signInFormSchema } from "@/lib/commerce/accounts/sign-in-schema";
import { signInShopper } from "@/lib/commerce/accounts/account-pages";
import { mergeIntoAccountCart } from "@/lib/commerce/carts/account-cart";
import { keepMergeNote } from "@/lib/web/merge-note";
import { currentCartId, forgetCartId } from "@/lib/web/shopper-cart";
import { safeReturnPath } from "@/lib/web/return-path";
import { startShopperSession } from "@/lib/web/shopper-session";
import { deviceToken, keepDeviceToken } from "@/lib/web/device-cookie";

export type SignInState = {
  /** A problem with the sign-in as a whole (wrong email or password). */
  error?: string;
  fieldErrors?: Partial<Record<"email" | "password", string>>;
};

export async function signIn(...args: [previous: SignInState, formData: FormData]): Promise<SignInState> {
  const [, formData] = actionArguments("signIn", args, z.tuple([previousStateArg, formArg]));
  const input = signInFormSchema.safeParse({ email: formData.get("email"), password: formData.get("password") });
  if (!input.success) {
    const fieldErrors: SignInState["fieldErrors"] = {};
    for (const issue of input.error.issues) {
      const field = issue.path[0] as "email" | "password";
      fieldErrors[field] ??= issue.message;
    }
    return { fieldErrors };
  }
  let signedIn;
  try {
    signedIn = await signInShopper(input.data, { address: clientAddress(await headers()), deviceToken: await deviceToken() });
  } catch (error) {
    // Too many attempts (429) or too many sign-ins at once (503): say so, and when to try again.
    if (error instanceof ApiError && (error.status === 429 || error.status === 503)) return { error: error.errors[0]?.detail ?? error.message };
    throw error;
  }
  if (!signedIn) return { error: "The email or password is not correct." };
  const { session } = signedIn;
  await keepDeviceToken(signedIn.deviceToken);
  // The browser's anonymous cart, read before the session starts (from then on the account's cart is current).
  const anonymousCartId = await currentCartId();
  await startShopperSession(session);
  const outcome = await mergeIntoAccountCart(session.accountId, anonymousCartId);
  // The account's cart is found from the session from now on: the browser's cart cookie goes.
  await forgetCartId();
  await keepMergeNote(outcome);
  redirect(safeReturnPath(formData.get("next")));
}
