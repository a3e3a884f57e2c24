"use client";
// A tax rate, new or changed: react-hook-form with the Server Action's own schema (taxRateFormSchema, loaded on the
// form's first check); without JavaScript the form posts as a plain form to the same action. The rate is typed in
// percent and kept as a fraction.
import { submitChecked } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { FormField } from "./form-field";
import { SaveRow } from "./save-row";
import { useRecordForm } from "./use-record-form";
import type { RecordFormState } from "./record-form-state";

type Props = {
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>;
  /** The destination of the rate being changed; absent for a new one. */
  original?: string;
  initial: Record<string, string>;
  submit: string;
};

const resolver = lazyZodResolver<Record<string, string>>(lazySchema(() => import("@/lib/commerce/checkout/shipping-and-tax-schema").then((m) => m.taxRateFormSchema)));

export function TaxRateForm({ action, original, initial, submit }: Props) {
  const { state, formAction, pending, register, handleSubmit, error } = useRecordForm(action, initial, resolver);
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-6 max-w-2xl space-y-5">
      {original ? <input type="hidden" name="original" value={original} /> : null}
      <FormField
        id="country"
        label="Destination"
        hint="The country shipped to, as its two-letter code (GB, DE, US), or * for everywhere you have no rate for."
        autoComplete="off"
        maxLength={2}
        error={error("country")}
        {...register("country")}
      />
      <FormField id="tax-name" label="Name" hint="What the tax is called, such as VAT." autoComplete="off" error={error("name")} {...register("name")} />
      <FormField id="tax-code" label="Code" hint="Your own code for it, such as GB-VAT." autoComplete="off" error={error("code")} {...register("code")} />
      <FormField id="rate" label="Rate (%)" hint="In percent, such as 20 or 7.5; 0 for no tax." inputMode="decimal" autoComplete="off" error={error("rate")} {...register("rate")} />
      <SaveRow label={submit} pending={pending} error={state.error} hasFieldErrors={Boolean(state.fieldErrors)} testId="tax-rate-status" />
    </form>
  );
}
