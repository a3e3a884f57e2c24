"use server";
// Choosing a new password with a reset link: the link's token and the password, checked with the form's schema;
// a used, expired or unknown link changes nothing. Then on to sign-in with the new password.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { resetPasswordSchema } from "@/lib/commerce/accounts/password-reset-schema";
import { chooseNewPassword } from "@/lib/commerce/accounts/account-pages";
import { ApiError } from "@/lib/commerce/errors";
import { clientAddress } from "@/lib/http/origin/client-address";
import { deviceToken, keepDeviceToken } from "@/lib/web/device-cookie";

export type ResetPasswordState = { linkUnusable?: boolean; error?: string; fieldErrors?: Partial<Record<"password", string>> };

export async function resetPasswordAction(...args: [previous: ResetPasswordState, formData: FormData]): Promise<ResetPasswordState> {
  const [, formData] = actionArguments("resetPassword", args, z.tuple([previousStateArg, formArg]));
  const input = resetPasswordSchema.safeParse({ token: formData.get("token"), password: formData.get("password") });
  if (!input.success) {
    if (input.error.issues.some((issue) => issue.path[0] === "token")) return { linkUnusable: true };
    return { fieldErrors: { password: input.error.issues[0]?.message } };
  }
  let done;
  try {
    done = await chooseNewPassword(input.data, { address: clientAddress(await headers()), deviceToken: await deviceToken() });
  } catch (error) {
    // Too many attempts from this address (429) or too many hashes at once (503): say so, and when to try again.
    if (error instanceof ApiError && (error.status === 429 || error.status === 503)) return { error: error.errors[0]?.detail ?? error.message };
    throw error;
  }
  if (!done) return { linkUnusable: true };
  // This browser is now a known device of the account: its owner signs in here whatever others guess elsewhere.
  await keepDeviceToken(done.deviceToken);
  redirect("/account/sign-in?password-changed=1");
}
