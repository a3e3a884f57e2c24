"use server";
// Choosing a new password with a reset link: the link's token and the password, checked with the form's schema;
// a used, expired or unknown link changes nothing. Then on to sign-in with the new password.
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/server-action";
import { resetPasswordSchema } from "@/lib/commerce/accounts/password-reset-schema";
import { chooseNewPassword } from "@/lib/commerce/accounts/storefront";

export type ResetPasswordState = { linkUnusable?: boolean; fieldErrors?: Partial<Record<"password", string>> };

export async function resetPasswordAction(...args: [previous: ResetPasswordState, formData: FormData]): Promise<ResetPasswordState> {
  const [, formData] = actionArguments("resetPassword", args, z.tuple([previousStateArg, formArg]));
  const input = resetPasswordSchema.safeParse({ token: formData.get("token"), password: formData.get("password") });
  if (!input.success) {
    if (input.error.issues.some((issue) => issue.path[0] === "token")) return { linkUnusable: true };
    return { fieldErrors: { password: input.error.issues[0]?.message } };
  }
  if (!(await chooseNewPassword(input.data))) return { linkUnusable: true };
  redirect("/account/sign-in?password-changed=1");
}
