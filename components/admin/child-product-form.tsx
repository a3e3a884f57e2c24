"use client";
// One child product's price in each of the store's currencies and its units available, on the variations page:
// react-hook-form with the action's own schema (variation-forms.ts childFormSchema, loaded on the form's first
// check); without JavaScript a plain form post to the same action.
import { useActionState, useState } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { AdminFormState } from "./form-state";

type Values = { price: Record<string, string>; available: string };

type Props = {
  productId: string;
  child: { id: string; name: string };
  currencies: string[];
  /** Typed amounts by currency ("12.50"), and the units available ("" when stock is not counted). */
  initial: Values;
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
};

export function ChildProductForm({ productId, child, currencies, initial, action }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const [resolver] = useState(() => lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/catalog/variation-forms").then((m) => m.childFormSchema(currencies)))));
  const { register, handleSubmit, formState, setError } = useForm<Values>({ mode: "onTouched", shouldFocusError: true, resolver, defaultValues: initial });
  useServerFieldErrors(state.fieldErrors, setError);
  const id = (name: string) => `child-${child.id}-${name.replace(".", "-")}`;
  const errorOf = (name: string) =>
    (name === "available" ? formState.errors.available?.message : formState.errors.price?.[name.slice(6)]?.message) ?? state.fieldErrors?.[name];
  const field = (name: string, label: string, hint: string) => {
    const error = errorOf(name);
    return (
      <div key={name} className="w-32">
        <label htmlFor={id(name)} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={id(name)}
          type="text"
          defaultValue={state.values?.[name] ?? (name === "available" ? initial.available : initial.price[name.slice(6)])}
          inputMode={name === "available" ? "numeric" : "decimal"}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id(name)}-hint`, error ? `${id(name)}-error` : ""].filter(Boolean).join(" ")}
          className="mt-1 block w-full rounded border border-stone-500 bg-white px-2 py-1.5 aria-[invalid=true]:border-red-700"
          {...register(name as "available")}
        />
        <p id={`${id(name)}-hint`} className="sr-only">
          {hint}
        </p>
        {error ? (
          <p id={`${id(name)}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} aria-label={`Price and stock of ${child.name}`} className="mt-2 flex flex-wrap items-start gap-3" data-testid="child-form">
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="child_id" value={child.id} />
      {currencies.map((currency) => field(`price.${currency}`, `Price ${currency}`, `Such as 12.50; empty: not sold in ${currency}.`))}
      {field("available", "Units available", "Empty: stock is not counted.")}
      <div className="flex flex-col justify-end self-stretch">
        <button type="submit" disabled={pending} className="mt-6 rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Saving…" : "Save"}
        </button>
      </div>
      <p role="status" aria-live="polite" className={`basis-full text-sm font-medium ${state.error ? "text-red-700" : ""}`} data-testid="child-status">
        {pending ? "" : (state.error ?? state.ok ?? "")}
      </p>
    </form>
  );
}
