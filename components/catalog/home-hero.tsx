import Link from "next/link";
import type { Hero } from "@/lib/commerce/settings/home-page";

/**
 * The home page's hero (docs/storefront.md "The home page"): the merchant's heading as the page's h1, a line, a
 * button to a page of the store and an image described in the merchant's words. A server component: no script.
 * The image is the page's largest paint, so it loads at once.
 */
export function HomeHero({ hero }: { hero: Hero }) {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden rounded-lg bg-brand-50" data-testid="home-hero">
      <div className={hero.image ? "grid items-center lg:grid-cols-2" : ""}>
        <div className="px-6 py-8 sm:px-10 sm:py-12">
          <h1 id="hero-heading" className="break-words text-3xl font-semibold tracking-tight sm:text-4xl">
            {hero.heading}
          </h1>
          {hero.text ? <p className="mt-3 max-w-prose break-words text-lg text-stone-700">{hero.text}</p> : null}
          {hero.cta ? (
            <Link
              href={hero.cta.href}
              className="mt-6 inline-block rounded bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {hero.cta.label}
            </Link>
          ) : null}
        </div>
        {hero.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the store's own file, as product images are (product-image.tsx)
          <img src={hero.image.href} alt={hero.image.alt} width={960} height={640} className="aspect-[3/2] h-full w-full object-cover" loading="eager" fetchPriority="high" decoding="async" />
        ) : null}
      </div>
    </section>
  );
}
