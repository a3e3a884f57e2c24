import type { Metadata } from "next";
import Link from "next/link";
import { FormField } from "@/components/admin/form-field";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { forgotStaffPassword } from "../sign-in/actions";

export const metadata: Metadata = { title: "Forgot your password?" };

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 300) : undefined);

export default async function StaffForgotPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold tracking-tight">Forgot your password?</h1>
      <p className="mt-2 text-stone-700">Give the e-mail you sign in to the store admin with, and we will send you a link to choose a new password.</p>
      <form action={forgotStaffPassword} className="mt-6 space-y-5">
        <FormField id="email" name="email" type="email" label="E-mail" autoComplete="username" required />
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
          Send the link
        </button>
      </form>
      <OutcomeNotice done={text(params.done)} error={text(params.error)} />
      <p className="mt-6 text-sm">
        <Link href="/admin/sign-in" className="font-medium text-brand-700 underline">
          Back to sign-in
        </Link>
      </p>
    </div>
  );
}
