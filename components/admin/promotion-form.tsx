"use client";
// A promotion's name, description, discount, minimum spend, usage limits, schedule and switches: react-hook-form with the API's own promotion
// schema (promotionFormSchema, built on promotion-schema.ts, loaded on the form's first check); without JavaScript
// the form posts as a plain form to the same Server Action, which checks the same schema again.
import { useActionState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema, preload } from "@/lib/client/use-schema-check";
import type { PromotionFormValues } from "@/lib/commerce/promotions/promotion-form";
import type { PromotionFormState } from "./promotion-form-state";

type Props = {
  action: (state: PromotionFormState, form: FormData) => Promise<PromotionFormState>;
  initial: PromotionFormValues;
  currencies: string[];
  /** The promotion's id when editing one. */
  id?: string;
  submitLabel: string;
};

const inputClass = "mt-1 block w-full rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";
const errorClass = "mt-1 text-sm font-medium text-red-700";
const hintClass = "mt-1 text-sm text-stone-600";

/** One resolver per list of currencies, its schema loaded on the form's first focus (or first check). */
const resolvers = new Map<string, { resolver: Resolver<PromotionFormValues>; schema: () => Promise<unknown> }>();
function resolverFor(currencies: string[]) {
  const key = currencies.join(",");
  let entry = resolvers.get(key);
  if (!entry) {
    const schema = lazySchema(() => import("@/lib/commerce/promotions/promotion-form").then((m) => m.promotionFormSchema(currencies)));
    entry = { resolver: lazyZodResolver<PromotionFormValues>(schema), schema };
    resolvers.set(key, entry);
  }
  return entry;
}

export function PromotionForm({ action, initial, currencies, id, submitLabel }: Props) {
  const [state, formAction, pending] = useActionState(action, { values: initial });
  const { resolver, schema } = resolverFor(currencies);
  const { register, handleSubmit, formState, setError, control } = useForm<PromotionFormValues>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver,
    defaultValues: state.values ?? initial,
  });
  // The values also go into the HTML, so that the form shows them (and posts them) before or without JavaScript.
  const shown = state.values ?? initial;
  useServerFieldErrors(state.fieldErrors, setError);
  const percent = useWatch({ control, name: "promotion_type" }) === "percent_discount";
  const error = (name: string) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message ?? state.fieldErrors?.[name];
  const field = (name: keyof PromotionFormValues & string, hint?: string) => {
    const message = error(name);
    return {
      id: `promotion-${name}`,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": [hint ? `promotion-${name}-hint` : "", message ? `promotion-${name}-error` : ""].filter(Boolean).join(" ") || undefined,
      defaultValue: shown[name],
      ...register(name),
    };
  };
  const errorText = (name: string) => {
    const message = error(name);
    return message ? (
      <p id={`promotion-${name}-error`} className={errorClass}>
        {message}
      </p>
    ) : null;
  };
  /** One labelled field with the fieldset's hint and its own error (currencies, limits, schedule share it). */
  const labelledField = (name: keyof PromotionFormValues & string, label: string, hintId: string, input: { type?: string; inputMode?: "decimal" | "numeric" }) => {
    const message = error(name);
    return (
      <div key={name}>
        <label htmlFor={`promotion-${name}`} className="block text-sm font-medium">
          {label}
        </label>
        <input
          type={input.type ?? "text"}
          {...(input.inputMode ? { inputMode: input.inputMode, autoComplete: "off" } : {})}
          id={`promotion-${name}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={[hintId, message ? `promotion-${name}-error` : ""].filter(Boolean).join(" ")}
          className={inputClass}
          defaultValue={shown[name]}
          {...register(name)}
        />
        {errorText(name)}
      </div>
    );
  };
  /** One text field per currency (`value_USD`, `min_USD`, …), each with its label and the fieldset's hint. */
  const currencyInputs = (prefix: "value" | "min", label: (currency: string) => string, hintId: string) => (
    <div className="mt-2 grid gap-4 sm:grid-cols-3">
      {currencies.map((currency) => labelledField(`${prefix}_${currency}`, label(currency), hintId, { inputMode: "decimal" }))}
    </div>
  );
  return (
    <form action={formAction} noValidate onFocus={() => preload(schema)} onSubmit={submitChecked(handleSubmit, formAction)} className="mt-6 max-w-2xl space-y-6">
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <div>
        <label htmlFor="promotion-name" className="block font-medium">
          Name
        </label>
        <input type="text" autoComplete="off" className={inputClass} {...field("name")} />
        {errorText("name")}
      </div>
      <div>
        <label htmlFor="promotion-description" className="block font-medium">
          Description <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <textarea rows={2} className={inputClass} {...field("description")} />
        {errorText("description")}
      </div>
      <fieldset>
        <legend className="font-medium">Discount on the whole cart</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2">
            <input type="radio" value="fixed_discount" defaultChecked={shown.promotion_type === "fixed_discount"} className="h-4 w-4 accent-brand-700" {...register("promotion_type")} />
            An amount off
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="percent_discount" defaultChecked={shown.promotion_type === "percent_discount"} className="h-4 w-4 accent-brand-700" {...register("promotion_type")} />
            A percentage off
          </label>
        </div>
        <p id="promotion-values-hint" className={hintClass}>
          {percent
            ? "The percentage taken off the cart's products in each currency, such as 10 or 12.5."
            : "The amount taken off the cart in each currency, such as 5.00."}{" "}
          Leave a currency empty and the promotion does not apply to carts in it.
        </p>
        {currencyInputs("value", (currency) => (percent ? `Percent off in ${currency}` : `Amount off in ${currency}`), "promotion-values-hint")}
      </fieldset>
      <fieldset>
        <legend className="font-medium">Minimum spend</legend>
        <p id="promotion-minimum-hint" className={hintClass}>
          The goods a cart must hold (as priced, before discounts) for the promotion to apply, in each currency. Leave a
          currency empty for no minimum there.
        </p>
        {currencyInputs("min", (currency) => `Minimum spend in ${currency}`, "promotion-minimum-hint")}
      </fieldset>
      <fieldset>
        <legend className="font-medium">How often it may be used</legend>
        <p id="promotion-limits-hint" className={hintClass}>
          Counted from placed orders. A customer is a signed-in account, or the e-mail an order is placed with. Leave empty for no limit.
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {labelledField("max_uses", "Orders in all", "promotion-limits-hint", { inputMode: "numeric" })}
          {labelledField("max_uses_per_customer", "Orders per customer", "promotion-limits-hint", { inputMode: "numeric" })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-medium">When it runs (times in UTC)</legend>
        <p id="promotion-schedule-hint" className={hintClass}>
          Dates and times are Coordinated Universal Time (UTC, London in winter), whatever your computer&apos;s time zone.
          The promotion runs from the start up to, not including, the end. Leave either empty for no limit.
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {labelledField("start", "Starts (UTC)", "promotion-schedule-hint", { type: "datetime-local" })}
          {labelledField("end", "Ends (UTC)", "promotion-schedule-hint", { type: "datetime-local" })}
        </div>
      </fieldset>
      <div>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" value="on" defaultChecked={shown.enabled === "on"} className="h-4 w-4 accent-brand-700" {...register("enabled")} />
          Switched on (shoppers can use it while it runs)
        </label>
        <label className="mt-3 flex items-center gap-2 font-medium">
          <input type="checkbox" value="on" defaultChecked={shown.automatic === "on"} className="h-4 w-4 accent-brand-700" {...register("automatic")} />
          Applies by itself, without a code, once a cart reaches the minimum spend
        </label>
        <label className="mt-3 flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            value="on"
            defaultChecked={shown.combinable === "on"}
            aria-describedby="promotion-combinable-hint"
            className="h-4 w-4 accent-brand-700"
            {...register("combinable")}
          />
          Combines with other promotions
        </label>
        <p id="promotion-combinable-hint" className={`${hintClass} ml-6`}>
          Two promotions apply together only when both combine. Otherwise a shopper cannot add a second code, and between
          a code and an automatic promotion the one that takes more off applies.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Saving…" : submitLabel}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="promotion-form-status">
          {!pending && state.saved ? "Saved." : ""}
          {!pending && state.formError ? <span className="text-red-700">{state.formError}</span> : null}
        </p>
      </div>
    </form>
  );
}
