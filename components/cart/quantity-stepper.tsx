"use client";
// A line's quantity: − and + buttons around a number input. Changes wait until the shopper pauses
// (debounced), then one request sets the quantity; the line says it is updating until the server's
// cart is back. The totals are the server's, never computed here.
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api-errors";
import { useUpdateQuantity } from "@/lib/client/cart-mutations";
import { MAX_LINE_QUANTITY } from "@/lib/commerce/carts/item-limit";

export const QUANTITY_DEBOUNCE_MS = 500;

type Props = { itemId: string; name: string; quantity: number; onBusyChange: (busy: boolean) => void };

export function QuantityStepper({ itemId, name, quantity, onBusyChange }: Props) {
  const update = useUpdateQuantity();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const edits = useRef(0);
  const shown = draft ?? String(quantity);
  const busy = draft !== null || update.isPending;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(value: string, edit: number) {
    const n = Number(value);
    if (value.trim() === "" || !Number.isInteger(n) || n < 1 || n > MAX_LINE_QUANTITY) {
      setError(`Enter a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString("en-US")}, or remove the item.`);
      return;
    }
    // Sent even when it equals the quantity shown: an earlier change may still be on its way.
    update.mutate(
      { itemId, quantity: n },
      {
        // A newer edit made while this one was in flight stays in the box and is sent next.
        onSuccess: () => {
          if (edits.current === edit) setDraft(null);
        },
        onError: (e) => {
          if (edits.current === edit) {
            setDraft(null);
            setError(errorMessage(e));
          }
        },
      },
    );
  }

  function change(value: string) {
    setError(undefined);
    setDraft(value);
    const edit = ++edits.current;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value, edit), QUANTITY_DEBOUNCE_MS);
  }

  const current = Number(shown) || 0;
  const inputId = `quantity-${itemId}`;
  const buttonClass =
    "h-10 w-10 rounded-md border border-stone-400 bg-white text-lg font-semibold hover:bg-stone-100 disabled:opacity-50";
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium">
        Quantity <span className="sr-only">of {name}</span>
      </label>
      <div className="mt-1 flex items-center gap-1">
        <button type="button" className={buttonClass} aria-label={`Decrease quantity of ${name}`} disabled={current <= 1} onClick={() => change(String(current - 1))}>
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          value={shown}
          onChange={(event) => change(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-10 w-20 rounded-md border border-stone-400 bg-white px-2 text-center"
          data-testid="line-quantity"
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={`Increase quantity of ${name}`}
          disabled={current >= MAX_LINE_QUANTITY}
          onClick={() => change(String(current + 1))}
        >
          +
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
