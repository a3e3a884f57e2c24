"use client";
// A promotion code: applied with the API's `promotion_item`. react-hook-form with the API's own rule for a code
// (promoCodeFormSchema, loaded on the form's first check); a refused code says why beside the field, and the server's
// refusal goes there too. The field is checked on submit and then as it changes, not when left: tabbing past the
// optional field refuses nothing. The status line (owned by the cart page, aria-live) says a code is applied only when
// it takes something off, else why it gives nothing (applied-code-words.ts); it also announces a removed code.
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { errorMessage } from "@/lib/client/api-errors";
import { readCartId } from "@/lib/client/cart-id";
import { cartKey } from "@/lib/client/cart-query";
import type { CartCollection } from "@/lib/client/types";
import { useApplyPromotion } from "@/lib/client/cart-mutations";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema, preload } from "@/lib/client/use-schema-check";
import type { PromoCodeForm as Values } from "@/lib/commerce/promotions/promotion-code";
import { appliedCodeWords } from "./applied-code-words";

export const PROMO_CODE_FIELD = "promo-code";

const codeSchema = lazySchema(() => import("@/lib/commerce/promotions/promotion-code").then((m) => m.promoCodeFormSchema));
const codeResolver = lazyZodResolver<Values>(codeSchema);

export function PromoCodeForm({ status, setStatus }: { status: string; setStatus: (status: string) => void }) {
  const apply = useApplyPromotion();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { code: "" },
    resolver: codeResolver,
  });
  const error = formState.errors.code?.message;

  return (
    <form
      noValidate
      aria-label="Apply a promo code"
      className="rounded-lg border border-stone-200 bg-white p-4"
      onFocus={() => preload(codeSchema)}
      onSubmit={(event) => {
        setStatus("");
        void handleSubmit(({ code }) =>
          apply.mutate(code, {
            onSuccess: () => {
              // "Applied" only when it takes something off; else why not (the cart as the API just answered).
              setStatus(appliedCodeWords(code, queryClient.getQueryData<CartCollection>(cartKey(readCartId()))));
              reset({ code: "" });
            },
            onError: (e) => setError("code", { type: "server", message: errorMessage(e) }, { shouldFocus: true }),
          }),
        )(event).catch(() => setError("code", { type: "server", message: "The code could not be checked. Check your connection and try again." }));
      }}
    >
      <label htmlFor={PROMO_CODE_FIELD} className="block font-medium">
        Promo code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={PROMO_CODE_FIELD}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "promo-code-error" : undefined}
          className="min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-3 py-2 uppercase aria-[invalid=true]:border-red-700"
          {...register("code")}
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
      <p role="status" aria-live="polite" className="mt-1 text-sm text-brand-700 empty:hidden" data-testid="promo-status">
        {status}
      </p>
    </form>
  );
}
