import type { Metadata } from "next";
import Link from "next/link";
import { FormField } from "@/components/admin/form-field";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { invitationFor, INVITATION_REFUSALS } from "@/lib/commerce/staff/staff-invitations";
import { ROLE_WORDS } from "@/lib/commerce/staff/staff-permissions";
import { acceptInvitationAction } from "../../sign-in/actions";

export const metadata: Metadata = { title: "Join the staff" };

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 300) : undefined);

export default async function InvitationPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await params;
  const query = await searchParams;
  const invitation = await invitationFor(token);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold tracking-tight">Join the store&apos;s staff</h1>
      {invitation.state === "usable" ? (
        <>
          <p className="mt-2 text-stone-700">
            You are invited as {ROLE_WORDS[invitation.role as "owner" | "staff"]}. You will sign in with <strong>{invitation.email}</strong> and the password you choose here.
          </p>
          <form action={acceptInvitationAction} className="mt-6 space-y-5">
            <input type="hidden" name="token" value={token} />
            <FormField id="name" name="name" label="Your name" defaultValue={invitation.name} autoComplete="name" required />
            <FormField id="password" name="password" type="password" label="Password" hint="At least 8 characters." autoComplete="new-password" required />
            <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
              Join and sign in
            </button>
          </form>
        </>
      ) : (
        <p className="mt-4" role="alert">
          {INVITATION_REFUSALS[invitation.state]}{" "}
          <Link href="/admin/sign-in" className="font-medium text-brand-700 underline">
            Sign in
          </Link>
        </p>
      )}
      <OutcomeNotice error={text(query.error)} />
    </div>
  );
}
