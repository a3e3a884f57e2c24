"use server";
// Shopper sign-up (when the store allows it): the API's self sign-up rules, then the same answer whatever the
// e-mail ("check your e-mail": lib/commerce/accounts/sign-up.ts); the shopper signs in next, and their anonymous
// cart comes along then (as at any sign-in).
import { headers } from "next/headers";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { signUpFormSchema } from "@/lib/commerce/accounts/sign-in-schema";
import { signUpShopper } from "@/lib/commerce/accounts/account-pages";
import { ApiError } from "@/lib/commerce/errors";
import { clientAddress } from "@/lib/http/origin/client-address";

export type SignUpState = { sentTo?: string; error?: string; fieldErrors?: Partial<Record<"name" | "email" | "password", string>> };

export async function signUp(...args: [previous: SignUpState, formData: FormData]): Promise<SignUpState> {
  const [, formData] = actionArguments("signUp", args, z.tuple([previousStateArg, formArg]));
  const input = signUpFormSchema.safeParse({ name: formData.get("name"), email: formData.get("email"), password: formData.get("password") });
  if (!input.success) {
    const fieldErrors: SignUpState["fieldErrors"] = {};
    for (const issue of input.error.issues) fieldErrors[issue.path[0] as "name" | "email" | "password"] ??= issue.message;
    return { fieldErrors };
  }
  try {
    await signUpShopper(input.data, { address: clientAddress(await headers()) });
  } catch (error) {
    // Sign-up closed (403), too many attempts from this address (429), too many hashes at once (503): in words.
    if (!(error instanceof ApiError)) throw error;
    return { error: error.errors[0]?.detail ?? "You could not be signed up." };
  }
  return { sentTo: input.data.email };
}
