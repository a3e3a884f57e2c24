import type { Metadata } from "next";
import Link from "next/link";
import { AdminActionForm } from "@/components/admin/admin-action-form";
import { ChildProductForm } from "@/components/admin/child-product-form";
import { NewVariationForm } from "@/components/admin/new-variation-form";
import { adminVariations } from "@/lib/commerce/catalog/admin-variations";
import { formatMoney, typedAmount } from "@/lib/commerce/money";
import { requireAdmin } from "@/lib/web/admin-session";
import { ProductPartHeading } from "@/components/admin/product-part-heading";
import { foundOr404 } from "@/lib/web/found-or-404";
import { addOption, addVariation, attachVariation, buildChildren, removeVariation, saveChild } from "./actions";
import { productIdParam } from "@/lib/http/path-ids";

export const metadata: Metadata = { title: "Variations" };

type Props = { params: Promise<{ id: string }> };

const textInput = "mt-1 block w-full rounded border border-stone-500 bg-white px-2 py-1.5";

export default async function AdminVariationsPage({ params }: Props) {
  const { id } = await params;
  await requireAdmin(`/admin/products/${id}/variations`);
  const { product, variations, others, currencies, children } = await foundOr404(Promise.resolve().then(() => adminVariations(productIdParam(id))));
  const cannot = product.baseProductId
    ? "This product is one of another product’s variations: give variations to that product."
    : product.components
      ? "A bundle cannot have variations."
      : undefined;
  return (
    <>
      <ProductPartHeading product={product} part="Variations" />
      <p className="mt-2 max-w-2xl text-stone-700">
        Variations are what a shopper chooses, such as a size or a colour. Each combination of options is a product of
        its own, with its own price and stock: build them once the options are right.
      </p>
      {cannot ? (
        <p className="mt-6 font-medium">{cannot}</p>
      ) : (
        <>
          <section aria-labelledby="variations-title" className="mt-8">
            <h2 id="variations-title" className="text-xl font-semibold">
              This product’s variations
            </h2>
            {variations.length ? (
              <ul className="mt-3 space-y-4">
                {variations.map((variation) => (
                  <li key={variation.id} className="rounded-lg border border-stone-200 bg-white p-4" data-testid="product-variation">
                    <h3 className="font-semibold">{variation.name}</h3>
                    <p className="mt-1 text-stone-700" data-testid="variation-options">
                      {variation.options.length ? variation.options.map((option) => option.name).join(", ") : "No options yet."}
                    </p>
                    <div className="mt-3 space-y-3">
                      <AdminActionForm action={addOption} label={`Add an option to ${variation.name}`} button="Add option">
                        <input type="hidden" name="product_id" value={product.id} />
                        <input type="hidden" name="variation_id" value={variation.id} />
                        <div>
                          <label htmlFor={`option-${variation.id}`} className="block text-sm font-medium">
                            New option of {variation.name}
                          </label>
                          <input id={`option-${variation.id}`} name="name" type="text" required maxLength={255} className={textInput} />
                        </div>
                      </AdminActionForm>
                      <AdminActionForm action={removeVariation} label={`Remove ${variation.name} from this product`} button={`Remove ${variation.name}`} danger>
                        <input type="hidden" name="product_id" value={product.id} />
                        <input type="hidden" name="variation_id" value={variation.id} />
                        <div className="flex items-center gap-2 text-sm">
                          <input id={`remove-${variation.id}`} type="checkbox" name="confirm" value="yes" required className="h-4 w-4 accent-brand-700" />
                          <label htmlFor={`remove-${variation.id}`}>Yes, remove {variation.name} from this product</label>
                        </div>
                      </AdminActionForm>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-stone-600">None yet.</p>
            )}
            <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
              <NewVariationForm productId={product.id} action={addVariation} />
              {others.length ? (
                <div className="rounded-lg border border-stone-200 bg-white p-4">
                  <h3 className="font-semibold">Or use a variation you have made</h3>
                  <div className="mt-3">
                    <AdminActionForm action={attachVariation} label="Use a variation" button="Use it">
                      <input type="hidden" name="product_id" value={product.id} />
                      <div className="min-w-0">
                        <label htmlFor="attach-variation" className="block text-sm font-medium">
                          Variation
                        </label>
                        <select id="attach-variation" name="variation_id" required className={`${textInput} max-w-xs`}>
                          <option value="">Choose one</option>
                          {others.map((variation) => (
                            <option key={variation.id} value={variation.id}>
                              {variation.name}
                            </option>
                          ))}
                        </select>
                      </div>
                    </AdminActionForm>
                  </div>
                </div>
              ) : null}
            </div>
          </section>

          <section aria-labelledby="children-title" className="mt-10">
            <h2 id="children-title" className="text-xl font-semibold">
              A product for each choice
            </h2>
            <p className="mt-1 max-w-2xl text-stone-700">
              Building makes a product for each new combination of options, priced as this product. Products already
              built keep their price and stock; those of options no longer offered are deleted.
            </p>
            <div className="mt-3">
              <AdminActionForm action={buildChildren} label="Build the products" button="Build the products" testId="build-children">
                <input type="hidden" name="product_id" value={product.id} />
                {children.length ? (
                  <>
                    <input type="hidden" name="confirm_needed" value="yes" />
                    <div className="flex items-center gap-2 text-sm">
                      <input id="build-confirm" type="checkbox" name="confirm" value="yes" required className="h-4 w-4 accent-brand-700" />
                      <label htmlFor="build-confirm">Yes, build them (products of options no longer offered are deleted)</label>
                    </div>
                  </>
                ) : null}
              </AdminActionForm>
            </div>
            {children.length ? (
              <ul className="mt-4 space-y-4">
                {children.map((child) => (
                  <li key={child.id} className="rounded-lg border border-stone-200 bg-white p-4" data-testid="child-product">
                    <h3 className="font-semibold break-words" data-testid="child-name">
                      {child.name}
                    </h3>
                    <p className="text-sm break-all text-stone-600">
                      SKU {child.sku}
                      {child.status === "live" ? (
                        <>
                          {" · "}
                          <Link href={`/products/${child.slug}`} className="text-brand-700 underline">
                            In the shop
                          </Link>
                        </>
                      ) : (
                        " · Draft"
                      )}
                    </p>
                    <p className="mt-1 text-sm" data-testid="child-now">
                      Now: {Object.entries(child.price).map(([currency, price]) => formatMoney(price.amount, currency)).join(", ") || "no price"}
                      {" · "}
                      {child.available === undefined ? "stock not counted" : `${child.available} available`}
                    </p>
                    <ChildProductForm
                      productId={product.id}
                      child={{ id: child.id, name: child.name }}
                      currencies={currencies}
                      initial={{
                        price: Object.fromEntries(currencies.map((currency) => [currency, child.price[currency] ? typedAmount(child.price[currency].amount, currency) : ""])),
                        available: child.available === undefined ? "" : String(child.available),
                      }}
                      action={saveChild}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-stone-600">None built yet.</p>
            )}
          </section>
        </>
      )}
    </>
  );
}
