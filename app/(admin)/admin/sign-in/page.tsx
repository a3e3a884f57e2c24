import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/admin/sign-in-form";
import { adminCaller, safeAdminPath } from "@/lib/web/admin-session";
import { signIn } from "../actions";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeAdminPath((await searchParams).next);
  if (await adminCaller()) redirect(next);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold tracking-tight">Sign in to the store admin</h1>
      <p className="mt-2 text-stone-700">
        Use the store&apos;s API client id and client secret. You stay signed in for an hour, or until you sign out.
      </p>
      <SignInForm action={signIn} next={next} />
    </div>
  );
}
