"use client";
// The promotions applied to the cart (promotion_item lines), each with its amount and, when a code
// applied it, a button that removes the code (then the page announces it and focus goes to the code field).
import { errorMessage } from "@/lib/client/api-errors";
import { useRemoveItem } from "@/lib/client/cart-mutations";
import type { CartItemJson } from "@/lib/client/types";

/** `notes`: why a promotion gives nothing (the API's meta.messages, already in a shopper's words: refusal-words.ts). */
export function PromotionLines({ items, notes, onRemoved }: { items: CartItemJson[]; notes: string[]; onRemoved: (code: string) => void }) {
  // A code's promotion line is removed like any line (one request that answers with the cart).
  const remove = useRemoveItem();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="promotions-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="promotions-heading" className="text-lg font-semibold">
        Promotions
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="promotion-line">
            <span>
              {item.name}
              {item.code ? <span className="ml-1 rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs">{item.code}</span> : null}
            </span>
            <span className="flex items-center gap-3">
              <span data-testid="promotion-amount" data-value={item.meta.display_price.with_tax.value.amount}>
                {item.meta.display_price.with_tax.value.formatted}
              </span>
              {item.code ? (
                <button
                  type="button"
                  onClick={() => remove.mutate(item.id, { onSuccess: () => onRemoved(item.code!) })}
                  disabled={remove.isPending}
                  className="font-medium text-red-800 underline-offset-2 hover:underline disabled:opacity-60"
                >
                  Remove <span className="sr-only">code {item.code}</span>
                </button>
              ) : (
                <span className="text-stone-600">applied automatically</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ul aria-live="polite" className="mt-2 space-y-1 text-sm text-amber-900 empty:hidden" data-testid="promotion-notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {remove.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errorMessage(remove.error)}
        </p>
      ) : null}
    </section>
  );
}
