"use client";
// A currency, new or one the store has: react-hook-form with the Server Action's own schema (currencyFormSchema for a
// new one, currencyChangeFormSchema for a change, loaded on the form's first check); without JavaScript the form posts
// as a plain form to the same action, which answers the same refusals. A change carries the code hidden (it never
// changes), and offers the default box only to a currency that is not the default.
import { submitChecked } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { FormField } from "./form-field";
import { SaveRow } from "./save-row";
import { useRecordForm } from "./use-record-form";
import type { RecordFormState } from "./record-form-state";

type Props = {
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** A currency the store has: its code, whether it is the default, and its fields as the form types them. */
  existing?: { code: string; isDefault: boolean; values: Record<string, string> };
};

const newResolver = lazyZodResolver<Record<string, string>>(lazySchema(() => import("@/lib/commerce/currencies/currency-schema").then((m) => m.currencyFormSchema)));
const changeResolver = lazyZodResolver<Record<string, string>>(
  lazySchema(() => import("@/lib/commerce/currencies/currency-schema").then((m) => m.currencyChangeFormSchema)),
);

const INITIAL = { code: "", format: "", exchange_rate: "1", decimal_point: ".", thousand_separator: ",", decimal_places: "2", enabled: "on", default: "" };

export function CurrencyForm({ action, labelledBy, existing }: Props) {
  const { state, formAction, pending, register, handleSubmit, error } = useRecordForm(action, existing?.values ?? INITIAL, existing ? changeResolver : newResolver);
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-4 max-w-2xl space-y-5" aria-labelledby={labelledBy}>
      {existing ? (
        <input type="hidden" name="code" value={existing.code} />
      ) : (
        <FormField id="currency-code" label="Code" hint="Three letters, such as JPY or CHF." autoComplete="off" maxLength={3} error={error("code")} {...register("code")} />
      )}
      <FormField id="currency-format" label="Format" hint="How an amount is written, with {price} where the amount goes, such as ¥{price}." autoComplete="off" error={error("format")} {...register("format")} />
      <FormField id="currency-exchange-rate" label="Exchange rate" hint="From the default currency, such as 1.25." inputMode="decimal" autoComplete="off" error={error("exchange_rate")} {...register("exchange_rate")} />
      <FormField id="currency-decimal-point" label="Decimal point" autoComplete="off" error={error("decimal_point")} {...register("decimal_point")} />
      <FormField id="currency-thousand-separator" label="Thousand separator" autoComplete="off" error={error("thousand_separator")} {...register("thousand_separator")} />
      <FormField id="currency-decimal-places" label="Decimal places" hint="0 to 4: 2 for cents, 0 for yen." inputMode="numeric" autoComplete="off" error={error("decimal_places")} {...register("decimal_places")} />
      <Tick id="currency-enabled" label="Enabled" hint="Shoppers can choose it once most of the catalog has prices in it." error={error("enabled")} {...register("enabled")} />
      {existing?.isDefault ? (
        <p className="text-sm text-stone-700" data-testid="currency-is-default">
          This is the store&apos;s default currency: to change that, make another currency the default.
        </p>
      ) : (
        <Tick
          id="currency-default"
          label={existing ? "Make it the store's default" : "The store's default"}
          hint="Shoppers who have chosen no currency see it; the current default stops being one."
          error={error("default")}
          {...register("default")}
        />
      )}
      <SaveRow label={existing ? "Save currency" : "Add currency"} pending={pending} error={state.error} hasFieldErrors={Boolean(state.fieldErrors)} testId="currency-status" />
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
