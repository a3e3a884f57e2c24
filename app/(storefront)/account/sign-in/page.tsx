import type { Metadata } from "next";
import { redirect } from "next/navigation";
import Link from "next/link";
import { SignInForm } from "@/components/account/sign-in-form";
import { signUpOpen } from "@/lib/commerce/accounts/account-pages";
import { safeReturnPath } from "@/lib/web/return-path";
import { currentShopper } from "@/lib/web/shopper-session";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const next = safeReturnPath(query.next);
  if (await currentShopper()) redirect(next);
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-3xl font-semibold tracking-tight">Sign in</h1>
      {query["signed-out"] ? (
        <p role="status" className="mt-2 text-stone-600">
          You are signed out.
        </p>
      ) : query["password-changed"] ? (
        <p role="status" className="mt-2 text-stone-600">
          Your password is changed: sign in with it.
        </p>
      ) : (
        <p className="mt-2 text-stone-600">Sign in to see your subscriptions and orders.</p>
      )}
      <SignInForm next={next} />
      <p className="mt-4 text-sm">
        <Link href="/account/forgot-password" className="font-medium text-brand-700 underline">
          Forgot your password?
        </Link>
      </p>
      {(await signUpOpen()) ? (
        <p className="mt-6 text-sm text-stone-600">
          New here?{" "}
          <Link href={`/account/sign-up?next=${encodeURIComponent(next)}`} className="font-medium text-brand-700 underline">
            Sign up
          </Link>
        </p>
      ) : null}
    </div>
  );
}
