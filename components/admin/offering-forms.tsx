"use client";
// The admin's offering forms (/admin/subscriptions/offerings): a new offering (its name, description, the product it
// covers and its first plan), an offering's details, and a plan (added or changed). Each posts to its Server Action,
// which makes the subscriptions API's request document and checks it with the API's own schema; the answer
// (refusals beside their fields, in the API's words) comes back through useActionState. Without JavaScript the form
// posts as a plain form and the page shows the same answer.
import { useActionState } from "react";
import { SubmitAndStatus } from "./submit-and-status";
import type { OfferingFormState } from "./offering-form-state";

type Action = (state: OfferingFormState, form: FormData) => Promise<OfferingFormState>;

const inputClass = "mt-1 block w-full max-w-md rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";
const smallInput = "mt-1 block w-28 rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";
const errorClass = "mt-1 text-sm font-medium text-red-700";
const hintClass = "mt-1 text-sm text-stone-600";

/** The API's billing_interval_type values (schemas.ts BILLING_INTERVALS), in words. */
const INTERVALS = [
  { value: "day", label: "Days" },
  { value: "week", label: "Weeks" },
  { value: "month", label: "Months" },
  { value: "year", label: "Years" },
];

type FieldProps = { prefix: string; name: string; values: Record<string, string>; errors?: Partial<Record<string, string>> };

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={errorClass}>
      {error}
    </p>
  ) : null;
}

function Text({ prefix, name, values, errors, label, hint, small, multiline, required }: FieldProps & { label: string; hint?: string; small?: boolean; multiline?: boolean; required?: boolean }) {
  const id = `${prefix}-${name}`;
  const error = errors?.[name];
  const common = { id, name, defaultValue: values[name] ?? "", "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, hint, error) };
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...common} rows={3} className={inputClass} /> : <input {...common} type="text" required={required} className={small ? smallInput : inputClass} />}
      <FieldError id={id} error={error} />
    </div>
  );
}

function Tick({ prefix, name, values, label }: FieldProps & { label: string }) {
  const id = `${prefix}-${name}`;
  return (
    <div className="mt-2 flex items-center gap-2">
      <input id={id} type="checkbox" name={name} defaultChecked={values[name] === "on"} className="h-4 w-4 accent-brand-700" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function Choice({ prefix, name, values, errors, label, options }: FieldProps & { label: string; options: { value: string; label: string }[] }) {
  const id = `${prefix}-${name}`;
  const error = errors?.[name];
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={values[name]} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A plan's fields: its name, price per currency, interval, term, trial, what happens at the end, what a shopper may do. */
function PlanFields({ prefix, values, errors, currencies }: { prefix: string; values: Record<string, string>; errors?: Partial<Record<string, string>>; currencies: string[] }) {
  const f = { prefix, values, errors };
  return (
    <>
      <Text {...f} name="name" label="Plan name" hint="3 to 1,024 characters, such as Monthly." required />
      <Text {...f} name="description" label="Plan description (optional)" multiline />
      <fieldset className="mt-4">
        <legend className="font-medium">Price per bill</legend>
        <p className={hintClass}>Type an amount such as 9.99 in each currency it is sold in. Leave a currency empty to price the plan from its products there.</p>
        <div className="flex flex-wrap gap-x-8">
          {currencies.map((currency) => (
            <div key={currency}>
              <Text {...f} name={`price_${currency}`} label={`Price in ${currency}`} small />
              <Tick {...f} name={`includes_tax_${currency}`} label={`${currency} price includes tax`} />
            </div>
          ))}
        </div>
      </fieldset>
      <Text {...f} name="base_price_percentage" label="Discount on the products' prices, % (optional)" hint="Used where the plan has no price of its own, such as 10." small />
      <div className="flex flex-wrap gap-x-8">
        <Text {...f} name="billing_frequency" label="Bill every" small required />
        <Choice {...f} name="billing_interval_type" label="Interval" options={INTERVALS} />
      </div>
      <Text {...f} name="plan_length" label="Term, in intervals" hint="How many intervals the plan runs, such as 12." small required />
      <Text {...f} name="trial_period" label="Free trial, in intervals (optional)" hint="A plan with a trial costs nothing at checkout and is first billed when the trial ends." small />
      <Choice
        {...f}
        name="end_behavior"
        label="At the end of the term"
        options={[
          { value: "roll", label: "Renew" },
          { value: "close", label: "Close" },
        ]}
      />
      <fieldset className="mt-4">
        <legend className="font-medium">A subscriber may</legend>
        <Tick {...f} name="can_pause" label="Pause" />
        <Tick {...f} name="can_resume" label="Resume" />
        <Tick {...f} name="can_cancel" label="Cancel" />
      </fieldset>
    </>
  );
}

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

type ProductChoice = { id: string; label: string };

export function NewOfferingForm({ action, initial, currencies, products }: { action: Action; initial: Record<string, string>; currencies: string[]; products: ProductChoice[] }) {
  const [state, formAction, pending] = useActionState(action, { values: initial });
  const f = { prefix: "offering", values: state.values, errors: state.fieldErrors };
  const productError = state.fieldErrors?.product;
  return (
    <form action={formAction} noValidate className="mt-6 max-w-3xl" data-testid="new-offering-form">
      <fieldset aria-describedby={productError ? "offering-product-error" : undefined}>
        <legend className="font-medium">Product it covers</legend>
        {products.length ? (
          <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {products.map((p) => (
              <li key={p.id} className="flex items-center gap-3 px-3 py-2">
                <input type="radio" name="product" value={p.id} id={`offering-product-${p.id}`} defaultChecked={state.values.product === p.id} className="h-4 w-4 accent-brand-700" />
                <label htmlFor={`offering-product-${p.id}`} className="min-w-0 break-words">
                  {p.label}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className={hintClass}>Find the product above first; you can add more products once the offering is made.</p>
        )}
        <FieldError id="offering-product" error={productError} />
      </fieldset>
      <Text {...f} name="offering_name" label="Offering name" hint="3 to 1,024 characters, such as Coffee Club." required />
      <Text {...f} name="offering_description" label="Description (optional)" multiline />
      <h2 className="mt-8 text-lg font-semibold">First plan</h2>
      <PlanFields prefix="plan" values={state.values} errors={state.fieldErrors} currencies={currencies} />
      <SubmitAndStatus pending={pending} button="Create offering" error={state.formError ?? (state.fieldErrors ? "Check the fields marked above." : undefined)} testId="offering-form-status" />
    </form>
  );
}

export function OfferingDetailsForm({ action, initial, offeringId }: { action: Action; initial: Record<string, string>; offeringId: string }) {
  const [state, formAction, pending] = useActionState(action, { values: initial });
  const f = { prefix: "offering", values: state.values, errors: state.fieldErrors };
  return (
    <form action={formAction} noValidate className="max-w-3xl" data-testid="offering-details-form">
      <Hidden fields={{ offering_id: offeringId }} />
      <Text {...f} name="offering_name" label="Offering name" required />
      <Text {...f} name="offering_description" label="Description (optional)" multiline />
      <SubmitAndStatus pending={pending} button="Save details" done={state.done} error={state.formError} testId="offering-details-status" />
    </form>
  );
}

export function PlanForm({
  action,
  initial,
  currencies,
  offeringId,
  planId,
  prefix,
  submitLabel,
}: {
  action: Action;
  initial: Record<string, string>;
  currencies: string[];
  offeringId: string;
  planId?: string;
  prefix: string;
  submitLabel: string;
}) {
  const [state, formAction, pending] = useActionState(action, { values: initial });
  return (
    <form action={formAction} noValidate className="max-w-3xl" data-testid="plan-form">
      <Hidden fields={{ offering_id: offeringId, ...(planId ? { plan_id: planId } : {}) }} />
      <PlanFields prefix={prefix} values={state.values} errors={state.fieldErrors} currencies={currencies} />
      <SubmitAndStatus pending={pending} button={submitLabel} done={state.done} error={state.formError ?? (state.fieldErrors ? "Check the fields marked above." : undefined)} testId={`${prefix}-status`} />
    </form>
  );
}
