import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { currentShopper } from "@/lib/web/shopper-session";

export const metadata: Metadata = { title: "Forgot your password?" };

export default async function ForgotPasswordPage() {
  if (await currentShopper()) redirect("/account");
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-3xl font-semibold tracking-tight">Forgot your password?</h1>
      <p className="mt-2 text-stone-600">Tell us the e-mail you sign in with and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-stone-600">
        Remembered it?{" "}
        <Link href="/account/sign-in" className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
