"use client";
// "Buy again": re-orders the order into the current cart (a Server Action, since the order may belong
// to the signed-in account), puts the server's new cart in the cache and goes to the cart. When the cart
// already holds lines of this order (Buy again a second time), nothing is added: the button says which lines
// are there and asks before adding the order again, since line identity would add up the quantities. What
// could not be re-ordered, and a refusal, stay here beside the button.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { buyAgain } from "@/app/(storefront)/orders/[id]/actions";
import { cartKey } from "@/lib/client/cart-query";

const buttonClass = "rounded-md bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-900 disabled:opacity-60";

export function BuyAgainButton({ orderId }: { orderId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<string[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const [inCart, setInCart] = useState<string[]>([]);
  const question = useRef<HTMLDivElement>(null);
  // The question is announced (status) and takes the focus, so that its buttons come next.
  useEffect(() => {
    if (inCart.length) question.current?.focus();
  }, [inCart]);

  const run = (again: boolean) =>
    startTransition(async () => {
      setErrors([]);
      setNotes([]);
      let result;
      try {
        result = await buyAgain(orderId, again);
      } catch {
        setErrors(["The order could not be added to your cart. Check your connection and try again."]);
        return;
      }
      if ("errors" in result) {
        setErrors(result.errors);
        return;
      }
      if ("inCart" in result) {
        setInCart(result.inCart);
        return;
      }
      setInCart([]);
      queryClient.setQueryData(cartKey(result.cartId), result.cart);
      setNotes([`Added to your cart: ${result.added.join(", ")}.`, ...result.notes]);
      router.push("/cart");
    });

  return (
    <div>
      <button type="button" disabled={pending} onClick={() => run(false)} className={buttonClass}>
        {pending ? "Adding to your cart…" : "Buy again"}
      </button>
      <div role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden" data-testid="buy-again-error">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div role="status" className="mt-2 text-sm text-stone-700 empty:hidden" data-testid="buy-again-status">
        {inCart.length ? (
          <div ref={question} tabIndex={-1} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-stone-900" data-testid="buy-again-question">
            <p className="font-medium">Your cart already has {inCart.join(", ")} from this order.</p>
            <p className="mt-1">Buying again adds the whole order once more, so those quantities add up.</p>
            <div className="mt-2 flex flex-wrap items-center gap-4">
              <button type="button" disabled={pending} onClick={() => run(true)} className="rounded-md border border-brand-700 bg-white px-3 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60">
                Add the order again
              </button>
              <Link href="/cart" className="font-medium text-brand-700 underline">
                View your cart
              </Link>
            </div>
          </div>
        ) : (
          notes.map((message) => <p key={message}>{message}</p>)
        )}
      </div>
    </div>
  );
}
