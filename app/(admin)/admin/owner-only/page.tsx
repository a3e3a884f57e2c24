import type { Metadata } from "next";
import Link from "next/link";
import { PageTitle } from "@/components/admin/page-title";
import { OWNER_ONLY } from "@/lib/commerce/staff/staff-permissions";
import { requireAdmin } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Only the owner" };

/** Where a staff member lands on an owner-only page (settings, shipping and tax, payments, staff): the reason. */
export default async function OwnerOnlyPage() {
  await requireAdmin("/admin/owner-only");
  return (
    <>
      <PageTitle>Not allowed</PageTitle>
      <p className="mt-4" role="alert" data-testid="owner-only">
        {OWNER_ONLY} Ask the owner if something there needs changing.
      </p>
      <p className="mt-4">
        <Link href="/admin" className="font-medium text-brand-700 underline">
          Back to the dashboard
        </Link>
      </p>
    </>
  );
}
