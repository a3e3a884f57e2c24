import type { Metadata } from "next";
import { PlanChoices } from "@/components/subscription/plan-choices";
import { ProductImage } from "@/components/ui/product-image";
import { storefrontOfferings } from "@/lib/commerce/subscriptions/subscription-pages";
import { shopperCurrency } from "@/lib/web/shopper-currency";

export const metadata: Metadata = { title: "Subscriptions", description: "Subscribe to the store's offerings: their plans and prices." };
export const dynamic = "force-dynamic";

export default async function SubscriptionsPage() {
  const currency = await shopperCurrency();
  const offerings = await storefrontOfferings(currency);
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">Subscriptions</h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        Choose a plan and subscribe: it goes in your cart, and checking out signed in to your account starts it. Prices are per bill, in {currency}.
      </p>
      {offerings.length === 0 ? <p className="mt-6 text-stone-600">There are no subscriptions to offer yet.</p> : null}
      {offerings.map((offering) => (
        <section key={offering.id} aria-labelledby={`offering-${offering.id}`} className="mt-8 rounded-lg border border-stone-200 bg-white p-6" data-testid="offering">
          <h2 id={`offering-${offering.id}`} className="text-2xl font-semibold">
            {offering.name}
          </h2>
          {offering.description ? <p className="mt-1 text-stone-600">{offering.description}</p> : null}
          <h3 className="mt-4 text-sm font-medium text-stone-700">Includes</h3>
          <ul className="mt-2 flex flex-wrap gap-4">
            {offering.products.map((product) => (
              <li key={product.id} className="flex items-center gap-2 text-sm">
                {product.image ? <ProductImage src={product.image} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" /> : null}
                {product.name}
              </li>
            ))}
          </ul>
          <PlanChoices offering={offering} />
        </section>
      ))}
    </>
  );
}
