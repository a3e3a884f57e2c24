"use client";
// A new variation of a product with its options, one a line: react-hook-form with the action's own schema
// (variation-forms.ts, loaded on the form's first check); without JavaScript a plain form post to the same action.
import { useActionState, useEffect } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { AdminFormState } from "./form-state";
import { SubmitAndStatus } from "./submit-and-status";

type Values = { name: string; options: string };

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/catalog/variation-forms").then((m) => m.newVariationFormSchema)));

export function NewVariationForm({ productId, action }: { productId: string; action: (state: AdminFormState, form: FormData) => Promise<AdminFormState> }) {
  const [state, formAction, pending] = useActionState(action, {});
  const initial = { name: state.values?.name ?? "", options: state.values?.options ?? "" };
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({ mode: "onTouched", shouldFocusError: true, resolver, defaultValues: initial });
  useServerFieldErrors(state.fieldErrors, setError);
  useEffect(() => {
    if (state.ok) reset({ name: "", options: "" });
  }, [state, reset]);
  const errorOf = (name: keyof Values) => formState.errors[name]?.message ?? state.fieldErrors?.[name];
  const describedBy = (name: keyof Values) => [`new-variation-${name}-hint`, errorOf(name) ? `new-variation-${name}-error` : ""].filter(Boolean).join(" ");
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} aria-labelledby="new-variation-title" className="rounded-lg border border-stone-200 bg-white p-4" data-testid="new-variation-form">
      <h3 id="new-variation-title" className="font-semibold">
        Add a new variation
      </h3>
      <input type="hidden" name="product_id" value={productId} />
      <div className="mt-3 space-y-3">
        <div>
          <label htmlFor="new-variation-name" className="block font-medium">
            Name
          </label>
          <p id="new-variation-name-hint" className="text-sm text-stone-600">
            What shoppers choose, such as “Size” or “Colour”.
          </p>
          <input id="new-variation-name" type="text" defaultValue={initial.name} aria-invalid={errorOf("name") ? true : undefined} aria-describedby={describedBy("name")} className="mt-1 block w-full max-w-sm rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700" {...register("name")} />
          {errorOf("name") ? (
            <p id="new-variation-name-error" className="mt-1 text-sm font-medium text-red-700">
              {errorOf("name")}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="new-variation-options" className="block font-medium">
            Options
          </label>
          <p id="new-variation-options-hint" className="text-sm text-stone-600">
            One a line, such as Small, then Large.
          </p>
          <textarea id="new-variation-options" rows={4} defaultValue={initial.options} aria-invalid={errorOf("options") ? true : undefined} aria-describedby={describedBy("options")} className="mt-1 block w-full max-w-sm rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700" {...register("options")} />
          {errorOf("options") ? (
            <p id="new-variation-options-error" className="mt-1 text-sm font-medium text-red-700">
              {errorOf("options")}
            </p>
          ) : null}
        </div>
      </div>
      <SubmitAndStatus pending={pending} button="Add variation" working="Adding…" done={state.ok} error={state.error} testId="new-variation-status" />
    </form>
  );
}
