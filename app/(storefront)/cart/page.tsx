import type { Metadata } from "next";
import { CART_HEADING_ID, CartContents } from "@/components/cart/cart-contents";
import type { LineParts } from "@/components/cart/cart-line";
import { EmptyCart } from "@/components/cart/empty-cart";
import { LineDetails } from "@/components/cart/line-details";
import { ProductImage } from "@/components/ui/product-image";
import type { CartCollection } from "@/lib/client/types";
import { storefrontCart } from "@/lib/commerce/carts/cart-page-read";
import { availableUnitsOf, lineAvailability } from "@/lib/commerce/inventory/stock-page-read";
import { currentCartId } from "@/lib/web/shopper-cart";
import { taxDisplaySettings } from "@/lib/commerce/currencies/tax-display";

export const metadata: Metadata = { title: "Your cart", description: "The items in your cart, with prices, discounts and tax." };

export default async function CartPage() {
  const [cart, pricesWithTax] = await Promise.all([currentCartId().then(storefrontCart), taxDisplaySettings()]);
  const collection: CartCollection | undefined = cart?.collection;
  const parts: Record<string, LineParts> = {};
  const stock = await availableUnitsOf((collection?.data ?? []).flatMap((item) => (item.product_id ? [item.product_id] : [])));
  for (const item of collection?.data ?? []) {
    const info = item.product_id ? cart?.products[item.product_id] : undefined;
    const availability = lineAvailability(item.product_id ? stock.get(item.product_id) : undefined, item.quantity);
    parts[item.id] = {
      image: item.image?.href ? (
        <ProductImage src={item.image.href} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-md border border-stone-200 bg-white object-cover" />
      ) : undefined,
      details: (
        <>
          <LineDetails
            customInputs={item.custom_inputs}
            selectedOptions={item.bundle_configuration?.selected_options}
            info={info}
          />
          {item.type === "subscription_item" ? (
            <p className="mt-1 text-sm text-stone-700" data-testid="line-subscription">
              Subscription{item.description ? `: ${item.description}` : ""}. Check out signed in to your account; this order pays
              the first bill{item.unit_price.amount === 0 ? " (free during the trial)" : ""}.
            </p>
          ) : null}
          {availability ? (
            <p className="mt-1 text-sm font-medium text-amber-800" data-testid="line-stock">
              {availability}
            </p>
          ) : null}
        </>
      ),
    };
  }
  return (
    <>
      {/* Focus comes here when the line that held it is removed (cart-contents.tsx). */}
      <h1 id={CART_HEADING_ID} tabIndex={-1} className="text-3xl font-semibold tracking-tight">
        Your cart
      </h1>
      <CartContents initial={collection} parts={parts} empty={<EmptyCart />} pricesWithTax={pricesWithTax} />
    </>
  );
}
