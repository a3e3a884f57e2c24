"use server";
// Shopper sign-in. Kept small on purpose: validate, authenticate, keep the session, go on. Steps that
// belong to signing in (such as merging the anonymous cart) go between starting the session and the redirect.
import { redirect } from "next/navigation";
import { signInFormSchema } from "@/lib/commerce/accounts/sign-in-schema";
import { signInShopper } from "@/lib/commerce/accounts/storefront";
import { safeReturnPath } from "@/lib/web/return-path";
import { startShopperSession } from "@/lib/web/shopper-session";

export type SignInState = {
  /** A problem with the sign-in as a whole (wrong email or password). */
  error?: string;
  fieldErrors?: Partial<Record<"email" | "password", string>>;
};

export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const input = signInFormSchema.safeParse({ email: formData.get("email"), password: formData.get("password") });
  if (!input.success) {
    const fieldErrors: SignInState["fieldErrors"] = {};
    for (const issue of input.error.issues) {
      const field = issue.path[0] as "email" | "password";
      fieldErrors[field] ??= issue.message;
    }
    return { fieldErrors };
  }
  const session = await signInShopper(input.data);
  if (!session) return { error: "The email or password is not correct." };
  await startShopperSession(session);
  redirect(safeReturnPath(formData.get("next")));
}
