import type { Metadata } from "next";
import Link from "next/link";
import { BundleComponentsEditor } from "@/components/admin/bundle-components-editor";
import { adminBundle } from "@/lib/commerce/catalog/admin-bundles";
import { formatMoney } from "@/lib/commerce/money";
import { requireAdmin } from "@/lib/web/admin-session";
import { ProductPartHeading } from "@/components/admin/product-part-heading";
import { foundOr404 } from "@/lib/web/found-or-404";
import { saveBundleComponents } from "./actions";
import { productIdParam } from "@/lib/http/path-ids";

export const metadata: Metadata = { title: "Bundle" };

type Props = { params: Promise<{ id: string }> };

export default async function AdminBundlePage({ params }: Props) {
  const { id } = await params;
  await requireAdmin(`/admin/products/${id}/bundle`);
  const { product, values, choices } = await foundOr404(Promise.resolve().then(() => adminBundle(productIdParam(id))));
  const ownPrices = Object.entries(product.price);
  // A product that is not a bundle yet starts with one empty component (the form posts it without JavaScript too).
  const initial = values.components.length ? values : { components: [{ key: "", name: "", min: null, max: null, options: [{ id: "", type: "product" as const, quantity: 1, default: false }] }] };
  return (
    <>
      <ProductPartHeading product={product} part="Bundle" />
      <div className="mt-2 max-w-2xl space-y-2 text-stone-700">
        <p>
          A bundle is made of components. In each, the shopper chooses among its options: products, each in a fixed
          quantity. Options chosen at the start are what the shop shows first.
        </p>
        <p data-testid="bundle-price-rule">
          {ownPrices.length
            ? `The bundle has its own price: ${ownPrices.map(([currency, price]) => formatMoney(price.amount, currency)).join(", ")}, whatever is chosen.`
            : "The bundle has no price of its own: it costs the sum of the options chosen."}{" "}
          {product.status === "live" ? (
            <Link href={`/products/${product.slug}`} className="text-brand-700 underline">
              See it in the shop
            </Link>
          ) : (
            "It is a draft: shoppers do not see it."
          )}
        </p>
      </div>
      {product.baseProductId ? (
        <p className="mt-6 font-medium">This product is one of a product’s variations, and cannot be a bundle.</p>
      ) : (
        <BundleComponentsEditor productId={product.id} action={saveBundleComponents} initial={initial} choices={choices} />
      )}
    </>
  );
}
