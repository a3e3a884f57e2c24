"use client";
// A line's quantity: − and + buttons around a number input. Changes wait until the shopper pauses
// (debounced), then one request sets the quantity (0 removes the line); the line says it is updating while a
// change waits or is on its way, and never after: a quantity refused here says why and leaves the line idle.
// The totals are the server's, never computed here.
// Without JavaScript the same controls are plain forms posting to the line's Server Action (`action`): − and +
// post the quantity they lead to (from a form of their own, so that Enter in the box never presses one), and
// the box posts what is typed with its Update button, which only a page without scripts shows.
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api-errors";
import { useUpdateQuantity } from "@/lib/client/cart-mutations";
import { MAX_LINE_QUANTITY } from "@/lib/commerce/carts/item-limit";
import { LINE_FORM_FIELDS, lineQuantityProblem, REMOVING_QUANTITY } from "@/lib/web/cart-forms";

export const QUANTITY_DEBOUNCE_MS = 500;

type Props = {
  itemId: string;
  name: string;
  quantity: number;
  onBusyChange: (busy: boolean) => void;
  /** A typed 0: the line removes itself (the line's Remove, with its status and its errors). */
  onRemove: () => void;
  /** The line's Server Action (a plain form post), and why its last post was refused. */
  action: (form: FormData) => void;
  posted?: string;
  /** Whether the page's scripts run (then the controls change the cart through the API). */
  scripted: boolean;
};

export function QuantityStepper({ itemId, name, quantity, onBusyChange, onRemove, action, posted, scripted }: Props) {
  const update = useUpdateQuantity();
  // What is typed in the box until the server's quantity replaces it, and whether it waits for the pause.
  const [draft, setDraft] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const edits = useRef(0);
  const shown = draft ?? String(quantity);
  const busy = waiting || update.isPending;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(value: string, edit: number) {
    setWaiting(false);
    const problem = lineQuantityProblem(value);
    if (problem) {
      // Refused here: the typed text stays for the shopper to correct; nothing is on its way.
      setError(problem);
      return;
    }
    const n = Number(value);
    if (n === REMOVING_QUANTITY) {
      onRemove();
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
    setWaiting(true);
    const edit = ++edits.current;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value, edit), QUANTITY_DEBOUNCE_MS);
  }

  const current = Number(shown) || 0;
  const inputId = `quantity-${itemId}`;
  const stepFormId = `quantity-step-${itemId}`;
  const shownError = error ?? (draft === null ? posted : undefined);
  const buttonClass =
    "h-10 w-10 rounded-md border border-stone-400 bg-white text-lg font-semibold hover:bg-stone-100 disabled:opacity-50";
  return (
    <form
      action={action}
      onSubmit={(event) => {
        // With scripts, Enter in the box sends the typed quantity now rather than after the pause.
        event.preventDefault();
        clearTimeout(timer.current);
        commit(shown, edits.current);
      }}
      noValidate
    >
      <input type="hidden" name={LINE_FORM_FIELDS.item} value={itemId} />
      <label htmlFor={inputId} className="block text-sm font-medium">
        Quantity <span className="sr-only">of {name}</span>
      </label>
      <div className="mt-1 flex items-center gap-1">
        <button
          type="submit"
          form={stepFormId}
          name={LINE_FORM_FIELDS.quantity}
          value={current - 1}
          className={buttonClass}
          aria-label={`Decrease quantity of ${name}`}
          disabled={current <= 1}
          onClick={(event) => {
            event.preventDefault();
            change(String(current - 1));
          }}
        >
          −
        </button>
        <input
          id={inputId}
          name={LINE_FORM_FIELDS.quantity}
          type="number"
          inputMode="numeric"
          min={REMOVING_QUANTITY}
          max={MAX_LINE_QUANTITY}
          step={1}
          value={shown}
          onChange={(event) => change(event.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${inputId}-error` : undefined}
          className="h-10 w-20 rounded-md border border-stone-400 bg-white px-2 text-center"
          data-testid="line-quantity"
        />
        <button
          type="submit"
          form={stepFormId}
          name={LINE_FORM_FIELDS.quantity}
          value={current + 1}
          className={buttonClass}
          aria-label={`Increase quantity of ${name}`}
          disabled={current >= MAX_LINE_QUANTITY}
          onClick={(event) => {
            event.preventDefault();
            change(String(current + 1));
          }}
        >
          +
        </button>
        {scripted ? null : (
          <button type="submit" className="ml-2 h-10 rounded-md border border-stone-400 bg-white px-3 text-sm font-medium hover:bg-stone-100">
            Update <span className="sr-only">quantity of {name}</span>
          </button>
        )}
      </div>
      {shownError ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}

/** The form − and + post from (they name it with `form`): the line, and the quantity of the button pressed. */
export function QuantityStepForm({ itemId, action }: { itemId: string; action: (form: FormData) => void }) {
  return (
    <form id={`quantity-step-${itemId}`} action={action} hidden>
      <input type="hidden" name={LINE_FORM_FIELDS.item} value={itemId} />
    </form>
  );
}
