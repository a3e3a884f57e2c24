"use client";
// Subscribe to one plan: react-hook-form with the Server Action's own schema (loaded on the form's first check) (checked when the quantity is left, then
// as it changes; on submit focus goes to it when refused), posted to the Server Action, which adds the subscription
// to the cart and goes there. Without JavaScript it posts as a plain form.
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { subscribe, type SubscribeState } from "@/app/(storefront)/subscriptions/actions";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { MAX_LINE_QUANTITY } from "@/lib/commerce/carts/item-limit";

type Values = { offering_id: string; plan_id: string; quantity: string };

// The schema (and zod) load on the form's first check, not with the page: /subscriptions stays within its budget.
const subscribeResolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/subscriptions/subscribe-form").then((m) => m.subscribeFormSchema)));

export function SubscribeForm({ offeringId, planId, planName, available }: { offeringId: string; planId: string; planName: string; available: boolean }) {
  const [state, formAction, pending] = useActionState<SubscribeState, FormData>(subscribe, {});
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    mode: "onTouched",
    shouldFocusError: true,
    defaultValues: { offering_id: offeringId, plan_id: planId, quantity: "1" },
    resolver: subscribeResolver,
  });
  useServerFieldErrors(state.fieldErrors, setError);
  const id = `quantity-${planId}`;
  const error = formState.errors.quantity?.message;

  if (!available) {
    return <p className="text-sm text-stone-600">Not available in your currency.</p>;
  }
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} aria-label={`Subscribe to ${planName}`} className="flex flex-wrap items-end gap-3">
      <input type="hidden" {...register("offering_id")} />
      <input type="hidden" {...register("plan_id")} />
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          Quantity
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 w-20 rounded-md border border-stone-400 bg-white px-3 py-2"
          {...register("quantity")}
        />
      </div>
      <button type="submit" disabled={pending} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
        {pending ? "Adding…" : "Subscribe"}
      </button>
      {error ? (
        <p id={`${id}-error`} className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div role="alert" className="w-full text-sm font-medium text-red-700 empty:hidden">
        {(state.errors ?? []).map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </form>
  );
}
