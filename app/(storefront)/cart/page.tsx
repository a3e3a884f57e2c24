import type { Metadata } from "next";
import { CartContents } from "@/components/cart/cart-contents";
import { storefrontCart } from "@/lib/commerce/carts/storefront";
import { currentCartId } from "@/lib/web/shopper-cart";

export const metadata: Metadata = { title: "Your cart", description: "The items in your cart, with prices, discounts and tax." };

export default async function CartPage() {
  const cart = await storefrontCart(await currentCartId());
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">Your cart</h1>
      <CartContents initial={cart?.collection} products={cart?.products ?? {}} />
    </>
  );
}
