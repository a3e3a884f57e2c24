"use client";
// A new currency: react-hook-form with the Server Action's own schema (currencyFormSchema, loaded on the form's first
// check); without JavaScript the form posts as a plain form to the same action, which answers the same refusals.
import { submitChecked } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { FormField } from "./form-field";
import { SaveRow } from "./save-row";
import { useRecordForm } from "./use-record-form";
import type { RecordFormState } from "./record-form-state";

type Props = { action: (state: RecordFormState, form: FormData) => Promise<RecordFormState> };

const resolver = lazyZodResolver<Record<string, string>>(lazySchema(() => import("@/lib/commerce/currencies/currency-schema").then((m) => m.currencyFormSchema)));

const INITIAL = { code: "", format: "", exchange_rate: "1", decimal_point: ".", thousand_separator: ",", decimal_places: "2", enabled: "on", default: "" };

export function CurrencyForm({ action }: Props) {
  const { state, formAction, pending, register, handleSubmit, error } = useRecordForm(action, INITIAL, resolver);
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-4 max-w-2xl space-y-5" aria-labelledby="add-currency-heading">
      <FormField id="currency-code" label="Code" hint="Three letters, such as JPY or CHF." autoComplete="off" maxLength={3} error={error("code")} {...register("code")} />
      <FormField id="currency-format" label="Format" hint="How an amount is written, with {price} where the amount goes, such as ¥{price}." autoComplete="off" error={error("format")} {...register("format")} />
      <FormField id="currency-exchange-rate" label="Exchange rate" hint="From the default currency, such as 1.25." inputMode="decimal" autoComplete="off" error={error("exchange_rate")} {...register("exchange_rate")} />
      <FormField id="currency-decimal-point" label="Decimal point" autoComplete="off" error={error("decimal_point")} {...register("decimal_point")} />
      <FormField id="currency-thousand-separator" label="Thousand separator" autoComplete="off" error={error("thousand_separator")} {...register("thousand_separator")} />
      <FormField id="currency-decimal-places" label="Decimal places" hint="0 to 4: 2 for cents, 0 for yen." inputMode="numeric" autoComplete="off" error={error("decimal_places")} {...register("decimal_places")} />
      <Tick id="currency-enabled" label="Enabled" hint="Shoppers can choose it once most of the catalog has prices in it." error={error("enabled")} {...register("enabled")} />
      <Tick id="currency-default" label="The store's default" hint="Shoppers who have chosen no currency see it; the current default stops being one." error={error("default")} {...register("default")} />
      <SaveRow label="Add currency" pending={pending} error={state.error} hasFieldErrors={Boolean(state.fieldErrors)} testId="currency-status" />
    </form>
  );
}

type Registered = ReturnType<ReturnType<typeof useRecordForm>["register"]>;

/** A box posted as "on" when ticked (nothing when not). */
function Tick({ id, label, hint, error, defaultValue, ...checkbox }: Registered & { id: string; label: string; hint: string; error?: string }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" value="on" defaultChecked={defaultValue === "on"} aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...checkbox} />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
        {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
      </div>
    </div>
  );
}
