import type { Metadata } from "next";
import Link from "next/link";
import { openVerificationLink } from "@/lib/commerce/accounts/account-pages";

// The link's token is in the address: no other site is told it.
export const metadata: Metadata = { title: "Confirm your e-mail address", referrer: "no-referrer", robots: { index: false } };

/** A verification link from the e-mail (docs/email.md "E-mail verification"): works once, signed in or not. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token : "";
  const verified = await openVerificationLink(token);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-semibold tracking-tight">Confirm your e-mail address</h1>
      {verified ? (
        <p role="status" className="mt-4 text-stone-700" data-testid="email-verified">
          Thank you: your e-mail address is confirmed. Your account now also lists the orders you placed with it as a guest.{" "}
          <Link href="/account" className="font-medium text-brand-700 underline">
            Go to your account
          </Link>
          .
        </p>
      ) : (
        <p role="alert" className="mt-4 text-stone-700" data-testid="email-not-verified">
          This link has expired, has been used already, or is not a link we sent. Sign in and ask for a new one from{" "}
          <Link href="/account" className="font-medium text-brand-700 underline">
            your account
          </Link>
          .
        </p>
      )}
    </div>
  );
}
