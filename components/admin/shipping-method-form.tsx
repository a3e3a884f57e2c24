"use client";
// A shipping method, new or changed: react-hook-form with the Server Action's own schema (shippingMethodFormSchema
// for the store's currencies, loaded on the form's first check); without JavaScript the form posts as a plain form
// to the same action. A price per currency as the merchant types it ("4.95"); empty: not offered in it.
import { useMemo } from "react";
import { submitChecked } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { FormField } from "./form-field";
import { SaveRow } from "./save-row";
import { useRecordForm } from "./use-record-form";
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
  const codes = currencies.join(",");
  const resolver = useMemo(
    () =>
      lazyZodResolver<Record<string, string>>(
        lazySchema(() => import("@/lib/commerce/checkout/shipping-and-tax-schema").then((m) => m.shippingMethodFormSchema(codes.split(",")))),
      ),
    [codes],
  );
  const { state, formAction, pending, register, handleSubmit, error } = useRecordForm(action, initial, resolver);
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
      <SaveRow label={submit} pending={pending} error={state.error} hasFieldErrors={Boolean(state.fieldErrors)} testId="shipping-method-status" />
    </form>
  );
}
