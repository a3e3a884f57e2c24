import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { SignUpForm } from "@/components/account/sign-up-form";
import { signUpOpen } from "@/lib/commerce/accounts/account-pages";
import { safeReturnPath } from "@/lib/web/return-path";
import { currentShopper } from "@/lib/web/shopper-session";

export const metadata: Metadata = { title: "Sign up" };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const next = safeReturnPath(query.next);
  if (await currentShopper()) redirect(next);
  // The store decides whether shoppers may sign themselves up (its account authentication settings).
  if (!(await signUpOpen())) notFound();
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-3xl font-semibold tracking-tight">Sign up</h1>
      <p className="mt-2 text-stone-600">
        Already have an account?{" "}
        <Link href={`/account/sign-in?next=${encodeURIComponent(next)}`} className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
      <SignUpForm next={next} />
    </div>
  );
}
