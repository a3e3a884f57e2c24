import Link from "next/link";
import type { StorefrontFacts } from "@/lib/cache/storefront-facts";

/** The storefront's footer: the store's name and contact (store details) and its policy pages that have text. */
export function SiteFooter({ facts }: { facts: StorefrontFacts }) {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-start justify-between gap-4 px-4 py-6 text-sm text-stone-600">
        <div>
          <p data-testid="footer-store-name" className="font-medium text-stone-800">
            {facts.name}
          </p>
          <p>Made to order, priced to the cent.</p>
          {facts.contactEmail ? (
            <p>
              Questions?{" "}
              <a href={`mailto:${facts.contactEmail}`} className="text-brand-700 underline underline-offset-2" data-testid="footer-contact">
                {facts.contactEmail}
              </a>
            </p>
          ) : null}
        </div>
        {facts.policies.length ? (
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-4 gap-y-2" data-testid="footer-policies">
              {facts.policies.map((policy) => (
                <li key={policy.slug}>
                  <Link href={`/policies/${policy.slug}`} className="inline-block py-1 text-brand-700 underline underline-offset-2">
                    {policy.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}
