"use client";
// Pause, resume and cancel, shown only when allowed. Cancel is confirmed in a modal <dialog>: focus
// goes to its safe choice, Escape or "Keep" returns focus to the button that opened it, and after a
// change the result is announced in a live region that also takes focus when its button is gone.
import { useActionState, useEffect, useId, useRef } from "react";
import type { StateAction } from "@/lib/commerce/subscriptions/schemas";
import { changeSubscriptionState, type SubscriptionActionState } from "@/app/(storefront)/account/subscriptions/[id]/actions";

const BUTTON = "rounded-md px-4 py-2 text-sm font-medium disabled:opacity-60";

export function SubscriptionActions({ subscriptionId, offeringName, actions }: { subscriptionId: string; offeringName: string; actions: StateAction[] }) {
  const [state, formAction, pending] = useActionState<SubscriptionActionState, FormData>(
    changeSubscriptionState.bind(null, subscriptionId),
    { message: "" },
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatusAfterChange = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    // The button that had focus is gone after a change: move focus to the result instead.
    if (focusStatusAfterChange.current && state.at) {
      focusStatusAfterChange.current = false;
      statusRef.current?.focus();
    }
  }, [state.at]);

  const closeDialog = () => dialogRef.current?.close();
  // Every change re-renders the buttons (pause becomes resume; cancel removes them all), so the
  // result message takes focus once it arrives.
  const focusResult = () => {
    focusStatusAfterChange.current = true;
  };

  return (
    <section aria-labelledby={`${titleId}-actions`} className="mt-8">
      <h2 id={`${titleId}-actions`} className="text-xl font-semibold">
        Manage subscription
      </h2>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        data-testid="subscription-action-result"
        className={`mt-2 text-sm font-medium ${state.ok === false ? "text-red-700" : "text-brand-900"}`}
      >
        {state.message}
      </p>
      {actions.length === 0 ? (
        <p className="mt-2 text-stone-600">This subscription can no longer be paused, resumed or canceled.</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          {actions.includes("pause") ? (
            <form action={formAction} onSubmit={focusResult}>
              <input type="hidden" name="action" value="pause" />
              <button type="submit" disabled={pending} className={`${BUTTON} border border-stone-300 bg-white hover:bg-stone-100`}>
                Pause subscription
              </button>
            </form>
          ) : null}
          {actions.includes("resume") ? (
            <form action={formAction} onSubmit={focusResult}>
              <input type="hidden" name="action" value="resume" />
              <button type="submit" disabled={pending} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900`}>
                Resume subscription
              </button>
            </form>
          ) : null}
          {actions.includes("cancel") ? (
            <button
              ref={cancelButtonRef}
              type="button"
              disabled={pending}
              aria-haspopup="dialog"
              onClick={() => dialogRef.current?.showModal()}
              className={`${BUTTON} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
            >
              Cancel subscription
            </button>
          ) : null}
        </div>
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={() => {
          if (!focusStatusAfterChange.current) cancelButtonRef.current?.focus();
        }}
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-stone-900/50"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          Cancel your {offeringName} subscription?
        </h2>
        <p id={descriptionId} className="mt-2 text-stone-600">
          You will not be billed again, and a canceled subscription cannot be resumed.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" autoFocus onClick={closeDialog} className={`${BUTTON} border border-stone-300 bg-white hover:bg-stone-100`}>
            Keep subscription
          </button>
          <form
            action={formAction}
            onSubmit={() => {
              focusResult();
              closeDialog();
            }}
          >
            <input type="hidden" name="action" value="cancel" />
            <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}>
              Yes, cancel subscription
            </button>
          </form>
        </div>
      </dialog>
    </section>
  );
}
