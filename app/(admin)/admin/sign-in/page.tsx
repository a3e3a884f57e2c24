import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/admin/sign-in-form";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { adminCaller, safeAdminPath } from "@/lib/web/admin-session";
import { SESSION_HOURS } from "@/lib/commerce/staff/staff-session";
import { signIn } from "../actions";

export const metadata: Metadata = { title: "Sign in" };

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 300) : undefined);

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeAdminPath(params.next);
  if (await adminCaller()) redirect(next);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold tracking-tight">Sign in to the store admin</h1>
      <p className="mt-2 text-stone-700">
        Use your own e-mail and password. You stay signed in for {SESSION_HOURS} hours, or until you sign out.
      </p>
      <OutcomeNotice done={text(params.done)} />
      <SignInForm action={signIn} next={next} />
      <p className="mt-6 text-sm">
        <Link href="/admin/forgot-password" className="font-medium text-brand-700 underline">
          Forgot your password?
        </Link>
      </p>
    </div>
  );
}
