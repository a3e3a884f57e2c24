// A store policy's page (refund, privacy, terms, shipping): its title and text as the admin wrote them, rendered as
// text (components/ui/policy-text.tsx). A policy without text, or no such policy, is not found.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PolicyText } from "@/components/ui/policy-text";
import { cachedStorefrontFacts } from "@/lib/cache/storefront-facts";

type Props = { params: Promise<{ slug: string }> };

async function policyOf(slug: string) {
  return (await cachedStorefrontFacts()).policies.find((policy) => policy.slug === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const policy = await policyOf((await params).slug);
  if (!policy) notFound();
  return { title: policy.title };
}

export default async function PolicyPage({ params }: Props) {
  const policy = await policyOf((await params).slug);
  if (!policy) notFound();
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="policy-heading">
      <h1 id="policy-heading" className="text-3xl font-semibold tracking-tight">
        {policy.title}
      </h1>
      <div className="mt-6">
        <PolicyText body={policy.body} />
      </div>
    </article>
  );
}
