"use server";
// Shopper sign-up (when the store allows it): the API's self sign-up rules, then as a sign-in: the session,
// the anonymous cart merged into the new account's cart, on to where the shopper was going.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import {
  actionArguments,
  formArg,
  previousStateArg,
} from "@/lib/http/server-action";
import { signUpFormSchema } from "@/lib/commerce/accounts/sign-in-schema";
import { signUpShopper } from "@/lib/commerce/accounts/storefront";
import { mergeIntoAccountCart } from "@/lib/commerce/carts/account-cart";
import { ApiError } from "@/lib/commerce/errors";
import { clientAddress } from "@/lib/http/client-address";
import { keepMergeNote } from "@/lib/web/merge-note";
import { currentCartId, forgetCartId } from "@/lib/web/shopper-cart";
import { safeReturnPath } from "@/lib/web/return-path";
import { startShopperSession } from "@/lib/web/shopper-session";
import { deviceToken, keepDeviceToken } from "@/lib/web/device-cookie";

export type SignUpState = {
  error?: string;
  fieldErrors?: Partial<Record<"name" | "email" | "password", string>>;
};

export async function signUp(
  ...args: [previous: SignUpState, formData: FormData]
): Promise<SignUpState> {
  const [, formData] = actionArguments(
    "signUp",
    args,
    z.tuple([previousStateArg, formArg]),
  );
  const input = signUpFormSchema.safeParse({
    name: formData.get("name"),
    email: formData.get("email"),
    password: formData.get("password"),
  });
  if (!input.success) {
    const fieldErrors: SignUpState["fieldErrors"] = {};
    for (const issue of input.error.issues)
      fieldErrors[issue.path[0] as "name" | "email" | "password"] ??=
        issue.message;
    return { fieldErrors };
  }
  let signedUp;
  try {
    signedUp = await signUpShopper(input.data, {
      address: clientAddress(await headers()),
      deviceToken: await deviceToken(),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.errors[0]?.status === 409)
      return {
        fieldErrors: {
          email: "An account with this email exists already: sign in instead.",
        },
      };
    return { error: error.errors[0]?.detail ?? "You could not be signed up." };
  }
  const { session } = signedUp;
  await keepDeviceToken(signedUp.deviceToken);
  // The browser's anonymous cart, read before the session starts (from then on the account's cart is current).
  const anonymousCartId = await currentCartId();
  await startShopperSession(session);
  const outcome = await mergeIntoAccountCart(
    session.accountId,
    anonymousCartId,
  );
  // The account's cart is found from the session from now on: the browser's cart cookie goes.
  await forgetCartId();
  await keepMergeNote(outcome);
  redirect(safeReturnPath(formData.get("next")));
}
