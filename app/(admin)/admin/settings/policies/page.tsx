import type { Metadata } from "next";
import Link from "next/link";
import { AllSettingsLink } from "@/components/admin/all-settings-link";
import { PolicyForm } from "@/components/admin/policy-form";
import { readPolicies } from "@/lib/commerce/settings/policies";
import { requireOwner } from "@/lib/web/admin-session";
import { savePolicy } from "./actions";

export const metadata: Metadata = { title: "Policy pages" };

const section = "mt-6 max-w-3xl rounded-lg border border-stone-200 bg-white p-4";

export default async function PoliciesPage() {
  await requireOwner("/admin/settings/policies");
  const policies = await readPolicies();
  return (
    <>
      <AllSettingsLink />
      <h1 className="text-2xl font-semibold tracking-tight">Policy pages</h1>
      <p className="mt-2 max-w-3xl text-stone-700">
        Each policy with text has its own page in the storefront, linked from every page&apos;s footer; the terms of
        service and the refund policy are also linked at checkout, where shoppers agree to them by placing their order.
      </p>
      {policies.map((policy) => (
        <section key={policy.slug} aria-labelledby={`${policy.slug}-heading`} className={section}>
          <h2 id={`${policy.slug}-heading`} className="text-lg font-semibold">
            {policy.title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {policy.body ? (
              <>
                Shown at{" "}
                <Link href={`/policies/${policy.slug}`} className="text-brand-700 underline underline-offset-2">
                  /policies/{policy.slug}
                </Link>
              </>
            ) : (
              "Hidden from shoppers: it has no text yet."
            )}
          </p>
          <PolicyForm action={savePolicy} initial={{ slug: policy.slug, title: policy.title, body: policy.body }} />
        </section>
      ))}
    </>
  );
}
