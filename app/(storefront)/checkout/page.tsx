import type { Metadata } from "next";
import Link from "next/link";
import { CheckoutForm, type ShippingOption } from "@/components/checkout/checkout-form";
import { shippingMethods } from "@/lib/commerce/checkout/prepare-checkout";
import { goodsAmount, shippingPrice, type ShippingMethod } from "@/lib/commerce/checkout/shipping-and-tax-rules";
import { formatMoney } from "@/lib/commerce/money";
import type { CartCollection } from "@/lib/client/types";
import { OrderSummary } from "@/components/checkout/order-summary";
import { EmptyCart } from "@/components/cart/empty-cart";
import { memberProfile, savedAddresses } from "@/lib/commerce/accounts/storefront";
import { storefrontCaller } from "@/lib/web/storefront-caller";
import { storefrontCart } from "@/lib/commerce/carts/storefront";
import { currentCartId } from "@/lib/web/shopper-cart";
import { currentShopper } from "@/lib/web/shopper-session";

export const metadata: Metadata = { title: "Checkout", description: "Your details and addresses, then place your order." };

/** The store's methods as this cart would pay for them (in its currency; free over the threshold). */
function shippingOptions(methods: ShippingMethod[], collection: CartCollection): ShippingOption[] {
  const currency = collection.meta.display_price.with_tax.currency;
  const goods = goodsAmount(collection.data.map((item) => ({ type: item.type, unitAmount: item.unit_price.amount, quantity: item.quantity })));
  return methods.flatMap((method) => {
    const price = shippingPrice(method, currency, goods);
    if (price === undefined) return [];
    const threshold = method.freeOver?.[currency];
    return [
      {
        id: method.id,
        name: method.name,
        price: price === 0 ? "Free" : formatMoney(price, currency),
        note: threshold !== undefined && price > 0 ? `Free on orders of ${formatMoney(threshold, currency)} or more` : undefined,
      },
    ];
  });
}

export default async function CheckoutPage() {
  const [cart, shopper, methods] = await Promise.all([currentCartId().then(storefrontCart), currentShopper(), shippingMethods()]);
  const [profile, addresses] = shopper
    ? await Promise.all([memberProfile(shopper.memberId), savedAddresses({ ...storefrontCaller(shopper), accountId: shopper.accountId })])
    : [undefined, []];
  // The checkout form's fields of each saved address, and how the address is named in the list.
  const saved = addresses.map((a) => ({
    id: a.id,
    label: [a.name, `${a.line1}, ${a.city}`].filter(Boolean).join(" — "),
    fields: { first_name: a.firstName, last_name: a.lastName, line_1: a.line1, line_2: a.line2, city: a.city, county: a.county, postcode: a.postcode, country: a.country },
  }));
  const hasLines = cart?.collection.data.some((item) => item.type !== "promotion_item");
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/cart" className="text-brand-700 underline-offset-2 hover:underline">
          Back to your cart
        </Link>
      </nav>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight">Checkout</h1>
      {!cart || !hasLines ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div>
            {shopper ? null : (
              <p className="mb-6 text-sm text-stone-600">
                Checking out as a guest.{" "}
                <Link href="/account/sign-in?next=%2Fcheckout" className="font-medium text-brand-700 underline">
                  Sign in
                </Link>{" "}
                to keep the order with your account.
              </p>
            )}
            <CheckoutForm
              customer={profile ? { name: profile.name, email: profile.email } : undefined}
              savedAddresses={saved}
              shippingOptions={shippingOptions(methods, cart.collection)}
            />
          </div>
          <div className="lg:order-last">
            <OrderSummary collection={cart.collection} />
          </div>
        </div>
      )}
    </>
  );
}
