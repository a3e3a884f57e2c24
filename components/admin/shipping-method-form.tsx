"use client";
// A shipping method, new or changed: react-hook-form with the Server Action's own schema (shippingMethodFormSchema
// for the store's currencies, loaded on the form's first check); without JavaScript the form posts as a plain form
// to the same action. A price per currency as the merchant types it ("4.95"); empty: not offered in it.
import { useActionState, useMemo } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { FormField } from "./form-field";
import type { RecordFormState } from "./record-form-state";

type Props = {
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>;
  /** The method's id; absent for a new one. */
  id?: string;
  currencies: readonly string[];
  initial: Record<string, string>;
  submit: string;
};

export function ShippingMethodForm({ action, id, currencies, initial, submit }: Props) {
  const [state, formAction, pending] = useActionState(action, { values: initial });
  const codes = currencies.join(",");
  const resolver = useMemo(
    () =>
      lazyZodResolver<Record<string, string>>(
        lazySchema(() => import("@/lib/commerce/checkout/shipping-and-tax-schema").then((m) => m.shippingMethodFormSchema(codes.split(",")))),
      ),
    [codes],
  );
  const { register, handleSubmit, formState, setError } = useForm<Record<string, string>>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver,
    defaultValues: state.values,
  });
  useServerFieldErrors(state.fieldErrors, setError);
  const error = (name: string) => (formState.errors[name]?.message as string | undefined) ?? state.fieldErrors?.[name];
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-6 max-w-2xl space-y-5">
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <FormField id="name" label="Name" hint="What shoppers read at checkout, such as Standard delivery (3 to 5 working days)." error={error("name")} autoComplete="off" {...register("name")} />
      <fieldset className="space-y-4">
        <legend className="font-medium">Price in each currency</legend>
        <p className="text-sm text-stone-600">Leave a price empty to not offer this method in that currency. Leave the free-over amount empty if it is never free.</p>
        {currencies.map((c) => (
          <div key={c} className="flex flex-wrap gap-4">
            <FormField id={`price_${c}`} label={`Price (${c})`} inputMode="decimal" autoComplete="off" error={error(`price_${c}`)} {...register(`price_${c}`)} />
            <FormField
              id={`free_over_${c}`}
              label={`Free when the goods reach (${c})`}
              inputMode="decimal"
              autoComplete="off"
              error={error(`free_over_${c}`)}
              {...register(`free_over_${c}`)}
            />
          </div>
        ))}
      </fieldset>
      <FormField id="position" label="Order at checkout" hint="Lower numbers are listed first." inputMode="numeric" autoComplete="off" error={error("position")} {...register("position")} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Saving…" : submit}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium text-red-700" data-testid="shipping-method-status">
          {!pending && state.error ? state.error : !pending && state.fieldErrors ? "Check the fields marked above." : ""}
        </p>
      </div>
    </form>
  );
}
