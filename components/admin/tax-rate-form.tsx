"use client";
// A tax rate, new or changed: react-hook-form with the Server Action's own schema (taxRateFormSchema, loaded on the
// form's first check); without JavaScript the form posts as a plain form to the same action. The rate is typed in
// percent and kept as a fraction; a region (US state, Canadian province) is chosen from one list grouped by country,
// and the schema checks it is the country's.
import { submitChecked } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { RegionSelect } from "@/components/ui/region-select";
import { FormField } from "./form-field";
import { SaveRow } from "./save-row";
import { useRecordForm } from "./use-record-form";
import type { RecordFormState } from "./record-form-state";

type Props = {
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>;
  /** The admin address of the rate being changed ("us-ny"); absent for a new one. */
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
      <RegionSelect
        id="region"
        label="State or province"
        emptyLabel="The whole country"
        hint="For a rate of one US state or Canadian province (the destination is then US or CA); the whole country otherwise."
        selectClassName="mt-1 block w-full max-w-xs rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
        error={error("region")}
        {...register("region")}
      />
      <FormField id="tax-name" label="Name" hint="What the tax is called, such as VAT." autoComplete="off" error={error("name")} {...register("name")} />
      <FormField id="tax-code" label="Code" hint="Your own code for it, such as GB-VAT." autoComplete="off" error={error("code")} {...register("code")} />
      <FormField id="rate" label="Rate (%)" hint="In percent, such as 20 or 7.5; 0 for no tax." inputMode="decimal" autoComplete="off" error={error("rate")} {...register("rate")} />
      <ShippingTaxedField {...register("taxes_shipping")} />
      <SaveRow label={submit} pending={pending} error={state.error} hasFieldErrors={Boolean(state.fieldErrors)} testId="tax-rate-status" />
    </form>
  );
}

type Registered = ReturnType<ReturnType<typeof useRecordForm>["register"]>;

/** Whether shipping is taxed at the rate: posted as "yes" when ticked (nothing when not). */
function ShippingTaxedField({ defaultValue, ...checkbox }: Registered) {
  return (
    <div className="flex items-start gap-3">
      <input id="taxes_shipping" type="checkbox" value="yes" defaultChecked={defaultValue === "yes"} aria-describedby="taxes_shipping-hint" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...checkbox} />
      <div>
        <label htmlFor="taxes_shipping" className="font-medium">
          Taxes shipping
        </label>
        <p id="taxes_shipping-hint" className="text-sm text-stone-600">
          Shipping to this destination is taxed at this rate too (UK and EU VAT follows the goods; US states differ). Where prices include tax the
          shipping price includes it.
        </p>
      </div>
    </div>
  );
}
