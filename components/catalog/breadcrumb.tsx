import Link from "next/link";
import type { Crumb } from "@/lib/commerce/catalog/catalog-page-read";

/** The storefront's root, the first step of every breadcrumb. */
export const SHOP_CRUMB: Crumb = { name: "Shop", href: "/" };

/** A page's place in the catalog: the shop, the steps down to it as links, and the page itself (aria-current). */
export function Breadcrumb({ steps, current }: { steps: Crumb[]; current: string }) {
  const separated = "before:mr-1 before:text-stone-400 before:content-['›']";
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap gap-1">
        {[SHOP_CRUMB, ...steps].map((crumb, i) => (
          <li key={crumb.href} className={i > 0 ? separated : undefined}>
            <Link href={crumb.href} className="text-brand-700 underline-offset-2 hover:underline">
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className={separated}>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
