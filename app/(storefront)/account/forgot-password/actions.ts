"use server";
// "Forgot your password?": the same answer whether or not a member has the e-mail (password-reset.ts); the link is
// made against the store's origin, never this request's Host (lib/commerce/email/link-origin.ts, docs/email.md).
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { forgotPasswordSchema } from "@/lib/commerce/accounts/password-reset-schema";
import { askForPasswordReset } from "@/lib/commerce/accounts/account-pages";

export type ForgotPasswordState = { sentTo?: string; fieldErrors?: Partial<Record<"email", string>> };

export async function forgotPassword(...args: [previous: ForgotPasswordState, formData: FormData]): Promise<ForgotPasswordState> {
  const [, formData] = actionArguments("forgotPassword", args, z.tuple([previousStateArg, formArg]));
  const input = forgotPasswordSchema.safeParse({ email: formData.get("email") });
  if (!input.success) return { fieldErrors: { email: input.error.issues[0]?.message } };
  await askForPasswordReset(input.data.email);
  return { sentTo: input.data.email };
}
