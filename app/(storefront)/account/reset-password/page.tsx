import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { resetLinkUsable } from "@/lib/commerce/accounts/account-pages";

// The link's token is in the address: no other site is told it.
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer", robots: { index: false } };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token : "";
  const usable = await resetLinkUsable(token);
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-3xl font-semibold tracking-tight">Choose a new password</h1>
      {usable ? <ResetPasswordForm token={token} /> : <UnusableLink />}
    </div>
  );
}

function UnusableLink() {
  return (
    <p role="alert" className="mt-4 text-stone-700">
      This link has expired or has been used already.{" "}
      <Link href="/account/forgot-password" className="font-medium text-brand-700 underline">
        Ask for a new link
      </Link>
      .
    </p>
  );
}
