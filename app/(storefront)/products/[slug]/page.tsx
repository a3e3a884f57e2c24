import type { Metadata } from "next";
import { ProductGallery } from "@/components/product/product-gallery";
import { productGallery } from "@/lib/commerce/catalog/product-media";
import { notFound, redirect } from "next/navigation";
import { VariationPicker } from "@/components/product/variation-picker";
import { JsonLd } from "@/components/ui/json-ld";
import { variationChoice } from "@/lib/commerce/catalog/catalog-page-read";
import { pickerModel, selectionOf } from "@/lib/commerce/catalog/variation-picker";
import { breadcrumbStructuredData, productStructuredData } from "@/lib/commerce/catalog/structured-data";
import { categoryTrailOf, productCategoryIds } from "@/lib/commerce/catalog/catalog-page-read";
import { cachedNavigation, cachedProductSuggestions } from "@/lib/cache/storefront-catalog";
import { SuggestedProducts } from "@/components/product/suggested-products";
import { Breadcrumb, SHOP_CRUMB } from "@/components/catalog/breadcrumb";
import { ProductPurchase } from "@/components/product/product-purchase";
import { bundleOptionProducts } from "@/lib/commerce/catalog/catalog-page-read";
import { customInputDefinitions } from "@/lib/commerce/carts/custom-input-definitions";
import { bundleComponents } from "@/lib/commerce/carts/bundle-selection";
import { formatMoney } from "@/lib/commerce/money";
import { priceTaxNote, pricesIncludeTax } from "@/lib/commerce/currencies/tax-display";
import { sellableIn } from "@/lib/commerce/catalog/sellable-currencies";
import { unavailableInCurrency } from "@/lib/client/shopper-words";
import { shopperCurrencyState } from "@/lib/web/shopper-currency";
import { availableUnits, productAvailability } from "@/lib/commerce/inventory/stock-page-read";
import { liveProduct } from "./live-product";
import { PlanChoices } from "@/components/subscription/plan-choices";
import { storefrontOfferingsCovering } from "@/lib/commerce/subscriptions/subscription-pages";

type Params = { params: Promise<{ slug: string }> };
type PageProps = Params & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const row = await liveProduct((await params).slug);
  if (!row) notFound();
  return {
    title: row.name,
    description: row.description,
    openGraph: { title: row.name, description: row.description, type: "website", ...(row.image ? { images: [{ url: row.image.href, alt: row.name }] } : {}) },
  };
}

export default async function ProductPage({ params, searchParams }: PageProps) {
  const row = await liveProduct((await params).slug);
  if (!row) notFound();
  // The cart's currency while it has lines: the price shown is the price the cart charges.
  const { currency, cart, offered } = await shopperCurrencyState();
  // A product with variations: its page (or a child's) shows the picker; a full choice is the child's own page.
  const choice = await variationChoice(row);
  const picker = choice ? pickerModel(choice, selectionOf(choice, row.childOptionIds ?? undefined, await searchParams)) : undefined;
  if (choice && picker?.child && picker.child.id !== row.id) redirect(`/products/${picker.child.slug}`);
  const isBase = Boolean(choice) && !row.baseProductId;
  const definitions = customInputDefinitions(row);
  const components = bundleComponents(row);
  const ownPrice = row.price[currency];
  const autoPriced = Boolean(components) && Object.keys(row.price).length === 0;
  const options = components ? await bundleOptionProducts(row) : {};
  const optionPrice = (id: string) => options[id]?.price;
  const sellable = sellableIn(row, currency, optionPrice);
  const elsewhere = offered.filter((c) => c !== currency && sellableIn(row, c, optionPrice));
  const stock = productAvailability(await availableUnits(row.id));
  // The breadcrumb: the deepest category the product is in, from its hierarchy down.
  const trail = categoryTrailOf(await cachedNavigation(), await productCategoryIds(row));
  // The subscription offerings that cover this product (offering-covers.ts): its subscribe options.
  const subscriptions = await storefrontOfferingsCovering(row.sku, currency);
  // The main image, then the product's other files (POST /pcm/products/{id}/relationships/files).
  const gallery = await productGallery(row);
  // "You may also like": linked products first, then others of its categories, sold in the shopper's currency.
  const suggestions = await cachedProductSuggestions(row, currency);
  const unavailable = isBase
    ? `Choose ${choice!.meta.variations.map((v) => v.name.toLowerCase()).join(" and ")} to add it to your cart.`
    : !sellable
      ? unavailableInCurrency(row.name, currency, Boolean(cart), elsewhere)
      : stock.soldOut
        ? "Out of stock."
        : undefined;

  return (
    <>
      <JsonLd json={productStructuredData(row, choice, currency, stock.soldOut)} />
      <JsonLd json={breadcrumbStructuredData([SHOP_CRUMB, ...trail, { name: row.name, href: `/products/${row.slug}` }])} />
      <Breadcrumb steps={trail} current={row.name} />
      <div className="mt-4 grid grid-cols-1 gap-8 md:grid-cols-2">
        <ProductGallery images={gallery} />
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{row.name}</h1>
          {ownPrice ? (
            <p className="mt-2 text-2xl text-brand-700" data-testid="product-price" data-value={ownPrice.amount}>
              {isBase ? "From " : null}
              {formatMoney(ownPrice.amount, currency)}
            </p>
          ) : autoPriced && sellable ? (
            <p className="mt-2 text-stone-700">Priced by your selection: the sum of the options you choose.</p>
          ) : (
            <p className="mt-2 font-medium text-stone-700" data-testid="product-price-unavailable">
              {unavailable}
            </p>
          )}
          {ownPrice || (autoPriced && sellable) ? (
            // What the price includes, as the cart and checkout will write it (docs/money.md).
            <p className="mt-1 text-sm text-stone-600" data-testid="product-price-tax">
              {priceTaxNote(ownPrice ? ownPrice.includes_tax : await pricesIncludeTax(currency))}
            </p>
          ) : null}
          {stock.level ? (
            <p className={`mt-2 font-medium ${stock.soldOut ? "text-red-700" : "text-amber-800"}`} data-testid="stock-level">
              {stock.level}
            </p>
          ) : null}
          <p className="mt-4 whitespace-pre-line text-stone-700">{row.description}</p>
          {choice && picker ? <VariationPicker key={JSON.stringify(picker.selected)} action={`/products/${choice.base.slug}`} variations={picker.variations} selected={picker.selected} /> : null}
          <ProductPurchase
            product={row}
            components={components}
            options={options}
            definitions={definitions}
            currency={currency}
            unavailable={unavailable}
          />
          {subscriptions.map((offering) => (
            <section key={offering.id} aria-labelledby={`offering-${offering.id}`} className="mt-8" data-testid="product-subscription">
              <h2 id={`offering-${offering.id}`} className="text-xl font-semibold">
                Subscribe: {offering.name}
              </h2>
              {offering.description ? <p className="mt-1 text-stone-600">{offering.description}</p> : null}
              <PlanChoices offering={offering} headingLevel={3} />
            </section>
          ))}
        </div>
      </div>
      <SuggestedProducts entries={suggestions} currency={currency} />
    </>
  );
}
