"use server";
// "Forgot your password?": the same answer whether or not a member has the e-mail (password-reset.ts); the link is
// made against the store's public origin (PUBLIC_URL in production: docs/email.md).
import { headers } from "next/headers";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/server-action";
import { publicOriginOfHeaders } from "@/lib/http/public-origin";
import { forgotPasswordSchema } from "@/lib/commerce/accounts/password-reset-schema";
import { askForPasswordReset } from "@/lib/commerce/accounts/storefront";

export type ForgotPasswordState = { sentTo?: string; fieldErrors?: Partial<Record<"email", string>> };

export async function forgotPassword(...args: [previous: ForgotPasswordState, formData: FormData]): Promise<ForgotPasswordState> {
  const [, formData] = actionArguments("forgotPassword", args, z.tuple([previousStateArg, formArg]));
  const input = forgotPasswordSchema.safeParse({ email: formData.get("email") });
  if (!input.success) return { fieldErrors: { email: input.error.issues[0]?.message } };
  await askForPasswordReset(input.data.email, publicOriginOfHeaders(await headers()));
  return { sentTo: input.data.email };
}
