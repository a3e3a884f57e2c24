"use client";
// A product's stock forms on /admin/stock/{id}: set the units available, or add or take away units with a reason.
// react-hook-form with the action's own schema (stock-request.ts, loaded on the form's first check); without
// JavaScript the form posts as a plain form to the same action.
import { useActionState, useEffect } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import type { StockFormState } from "./stock-form-state";
import { SubmitAndStatus } from "./submit-and-status";

type Kind = "set" | "adjust";
type Values = Record<string, string>;

const resolvers = {
  set: lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/inventory/stock-request").then((m) => m.stockSetFormSchema))),
  adjust: lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/inventory/stock-request").then((m) => m.stockAdjustFormSchema))),
};

const FIELDS: Record<Kind, { name: string; label: string; hint: string; inputMode?: "numeric" }[]> = {
  set: [
    { name: "available", label: "Units available", hint: "What can be sold now. Units held for orders stay held.", inputMode: "numeric" },
    { name: "reason", label: "Reason (optional)", hint: "Such as “Stock count”." },
  ],
  adjust: [
    { name: "change", label: "Units to add or take away", hint: "A number to add, such as 5, or minus to take away, such as -2." },
    { name: "reason", label: "Reason", hint: "Such as “Delivery from the supplier” or “Damaged”." },
  ],
};

type Props = {
  kind: Kind;
  productId: string;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
  initial: Values;
  title: string;
  button: string;
};

export function StockForm({ kind, productId, action, initial, title, button }: Props) {
  const [state, formAction, pending] = useActionState(action, { values: initial });
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver: resolvers[kind],
    defaultValues: state.values ?? initial,
  });
  useServerFieldErrors(state.fieldErrors, setError);
  // Saved: the fields show what is stored now (the adjustment's are emptied for the next one).
  useEffect(() => {
    if (state.saved && state.values) reset(state.values);
  }, [state, reset]);
  const id = (name: string) => `${kind}-${name}`;
  return (
    <form
      action={formAction}
      noValidate
      onSubmit={submitChecked(handleSubmit, formAction)}
      aria-labelledby={`${kind}-title`}
      className="rounded-lg border border-stone-200 bg-white p-4"
      data-testid={`stock-${kind}-form`}
    >
      <h2 id={`${kind}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <input type="hidden" name="product_id" value={productId} />
      <div className="mt-3 space-y-3">
        {FIELDS[kind].map((field) => {
          const error = formState.errors[field.name]?.message ?? state.fieldErrors?.[field.name];
          return (
            <div key={field.name}>
              <label htmlFor={id(field.name)} className="block font-medium">
                {field.label}
              </label>
              <p id={`${id(field.name)}-hint`} className="text-sm text-stone-600">
                {field.hint}
              </p>
              <input
                id={id(field.name)}
                type="text"
                defaultValue={(state.values ?? initial)[field.name] ?? ""}
                inputMode={field.inputMode}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id(field.name)}-hint ${id(field.name)}-error` : `${id(field.name)}-hint`}
                className="mt-1 block w-full max-w-sm rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
                {...register(field.name)}
              />
              {error ? (
                <p id={`${id(field.name)}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <SubmitAndStatus pending={pending} button={button} done={state.saved} error={state.error} testId={`stock-${kind}-status`} />
    </form>
  );
}
