import type { Metadata } from "next";
import Link from "next/link";
import { FormField } from "@/components/admin/form-field";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { staffResetTokenUsable } from "@/lib/commerce/staff/staff-password-reset";
import { resetStaffPasswordAction } from "../sign-in/actions";

export const metadata: Metadata = { title: "Choose a new password" };

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 300) : undefined);

export default async function StaffResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = text(params.token) ?? "";
  const usable = await staffResetTokenUsable(token);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold tracking-tight">Choose a new password</h1>
      {usable ? (
        <form action={resetStaffPasswordAction} className="mt-6 space-y-5">
          <input type="hidden" name="token" value={token} />
          <FormField id="password" name="password" type="password" label="New password" hint="At least 8 characters." autoComplete="new-password" required />
          <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
            Save the new password
          </button>
        </form>
      ) : (
        <p className="mt-4" role="alert">
          This link cannot be used any more: it was used, or it expired.{" "}
          <Link href="/admin/forgot-password" className="font-medium text-brand-700 underline">
            Ask for a new one
          </Link>
          .
        </p>
      )}
      <OutcomeNotice error={text(params.error)} />
    </div>
  );
}
