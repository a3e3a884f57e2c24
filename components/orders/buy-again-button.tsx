"use client";
// "Buy again": re-orders the order into the current cart (a Server Action, since the order may belong
// to the signed-in account), puts the server's new cart in the cache and goes to the cart. What could
// not be re-ordered is said there in the status line; a refusal stays here beside the button.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { buyAgain } from "@/app/(storefront)/orders/[id]/actions";
import { cartKey } from "@/lib/client/cart-query";

export function BuyAgainButton({ orderId }: { orderId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<string[]>([]);
  const [notes, setNotes] = useState<string[]>([]);

  return (
    <div>
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            setErrors([]);
            let result;
            try {
              result = await buyAgain(orderId);
            } catch {
              setErrors(["The order could not be added to your cart. Check your connection and try again."]);
              return;
            }
            if ("errors" in result) {
              setErrors(result.errors);
              return;
            }
            queryClient.setQueryData(cartKey(result.cartId), result.cart);
            setNotes(result.notes);
            router.push("/cart");
          })
        }
        className="rounded-md bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? "Adding to your cart…" : "Buy again"}
      </button>
      <div role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden" data-testid="buy-again-error">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div role="status" className="mt-2 text-sm text-stone-700 empty:hidden">
        {notes.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  );
}
