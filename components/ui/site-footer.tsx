import Link from "next/link";
import type { StorefrontFacts } from "@/lib/cache/storefront-facts";
import type { Navigation } from "@/lib/commerce/catalog/catalog-page-read";

/** The footer names the first hierarchies only: the header's menus hold every category. */
const FOOTER_HIERARCHIES = 6;

const linkClass = "inline-block py-1 text-brand-700 underline underline-offset-2";

/**
 * The storefront's footer, in columns as a shop's is: the store's name and contact (store details), the catalog's
 * hierarchies, the shopper's own pages, and the policy pages that have text.
 */
export function SiteFooter({ facts, navigation = [] }: { facts: StorefrontFacts; navigation?: Navigation }) {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 text-sm text-stone-600 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p data-testid="footer-store-name" className="font-medium text-stone-800">
            {facts.name}
          </p>
          <p>Made to order, priced to the cent.</p>
          {facts.contactEmail ? (
            <p className="mt-2">
              Questions?{" "}
              <a href={`mailto:${facts.contactEmail}`} className="break-words text-brand-700 underline underline-offset-2" data-testid="footer-contact">
                {facts.contactEmail}
              </a>
            </p>
          ) : null}
        </div>
        {navigation.length ? (
          <nav aria-label="Shop">
            <h2 className="font-medium text-stone-800">Shop</h2>
            <ul className="mt-1">
              {navigation.slice(0, FOOTER_HIERARCHIES).map((hierarchy) => (
                <li key={hierarchy.id}>
                  <Link href={hierarchy.href} className={linkClass}>
                    {hierarchy.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-label="Your account">
          <h2 className="font-medium text-stone-800">Your account</h2>
          <ul className="mt-1">
            <li>
              <Link href="/account" className={linkClass}>
                Account and orders
              </Link>
            </li>
            <li>
              <Link href="/cart" className={linkClass}>
                Cart
              </Link>
            </li>
          </ul>
        </nav>
        {facts.policies.length ? (
          <nav aria-label="Policies">
            <h2 className="font-medium text-stone-800">Policies</h2>
            <ul className="mt-1" data-testid="footer-policies">
              {facts.policies.map((policy) => (
                <li key={policy.slug}>
                  <Link href={`/policies/${policy.slug}`} className={linkClass}>
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
