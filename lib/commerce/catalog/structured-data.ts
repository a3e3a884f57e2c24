// A product page's structured data (schema.org Product with its Offer, or an AggregateOffer over a base product's
// children), as search engines read it. Rendered as JSON in a <script type="application/ld+json">: `<` is escaped so
// shopper-visible text can never close the script element.
import type { ProductRow } from "./products";
import type { VariationChoice } from "./catalog-page-read";

const minor = (amount: number) => (amount / 100).toFixed(2);

export function productStructuredData(row: ProductRow, choice: VariationChoice | undefined, currency: string, soldOut: boolean): string {
  const price = row.price[currency];
  const availability = soldOut ? "https://schema.org/OutOfStock" : "https://schema.org/InStock";
  const childPrices = !row.baseProductId && choice ? choice.children.flatMap((c) => (c.price[currency] ? [c.price[currency].amount] : [])) : [];
  const offers = childPrices.length
    ? { "@type": "AggregateOffer", priceCurrency: currency, lowPrice: minor(Math.min(...childPrices)), highPrice: minor(Math.max(...childPrices)), offerCount: childPrices.length }
    : price
      ? { "@type": "Offer", priceCurrency: currency, price: minor(price.amount), availability, url: `/products/${row.slug}` }
      : undefined;
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: row.name,
    description: row.description,
    sku: row.sku,
    ...(row.image ? { image: row.image.href } : {}),
    ...(offers ? { offers } : {}),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** A page's breadcrumb as schema.org's BreadcrumbList: each step with its position, name and address. */
export function breadcrumbStructuredData(steps: { name: string; href: string }[]): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({ "@type": "ListItem", position: i + 1, name: step.name, item: step.href })),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
