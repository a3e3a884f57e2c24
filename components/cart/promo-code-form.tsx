"use client";
// A promotion code: applied with the API's `promotion_item`; a refused code says why beside the field.
// The status line (owned by the cart page) also announces a removed code.
import { useState } from "react";
import { errorMessage } from "@/lib/client/api-errors";
import { useApplyPromotion } from "@/lib/client/cart-mutations";

export const PROMO_CODE_FIELD = "promo-code";

export function PromoCodeForm({ status, setStatus }: { status: string; setStatus: (status: string) => void }) {
  const apply = useApplyPromotion();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();

  return (
    <form
      noValidate
      aria-label="Apply a promo code"
      className="rounded-lg border border-stone-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const value = code.trim();
        setStatus("");
        if (!value) {
          setError("Enter a promo code.");
          return;
        }
        setError(undefined);
        apply.mutate(value, {
          onSuccess: () => {
            setStatus(`Code ${value} applied.`);
            setCode("");
          },
          onError: (e) => setError(errorMessage(e)),
        });
      }}
    >
      <label htmlFor={PROMO_CODE_FIELD} className="block font-medium">
        Promo code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={PROMO_CODE_FIELD}
          name="code"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "promo-code-error" : undefined}
          className="min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-3 py-2 uppercase aria-[invalid=true]:border-red-700"
        />
        <button
          type="submit"
          disabled={apply.isPending}
          className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {apply.isPending ? "Applying…" : "Apply"}
        </button>
      </div>
      {error ? (
        <p id="promo-code-error" className="mt-1 text-sm font-medium text-red-700" data-testid="promo-error">
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-1 text-sm text-brand-700 empty:hidden" data-testid="promo-status">
        {status}
      </p>
    </form>
  );
}
