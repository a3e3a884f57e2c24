"use client";
// The store's details, time zone and order-number prefix (docs/admin.md "Store details"): one form posting to its
// Server Action, which judges it with store-details-schema.ts; it works the same without JavaScript, and with it
// the answer shows without a reload. Errors are tied to their fields; the result is announced (aria-live).
import { useActionState } from "react";
import { FieldLabel, describedBy } from "@/components/ui/field-label";
import { ORDER_PREFIX_MAX, STORE_TEXT_MAX } from "@/lib/commerce/settings/store-details-schema";
import type { StoreDetailsFields, StoreDetailsState } from "./store-settings-state";

type Props = {
  action: (state: StoreDetailsState, form: FormData) => Promise<StoreDetailsState>;
  initial: StoreDetailsState;
  countries: { code: string; name: string }[];
  timeZones: string[];
};

const control = "mt-1 block w-full max-w-md rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

type Field = { name: keyof StoreDetailsFields; label: string; hint?: string; type?: string; autoComplete?: string; maxLength?: number };

const TEXT_FIELDS: Field[] = [
  { name: "store_name", label: "Store name", hint: "How the shop is named in e-mails, on the packing slip and in the storefront's footer.", autoComplete: "organization" },
  { name: "address_line_1", label: "Address line 1", autoComplete: "address-line1" },
  { name: "address_line_2", label: "Address line 2 (optional)", autoComplete: "address-line2" },
  { name: "city", label: "Town or city", autoComplete: "address-level2" },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
  { name: "region", label: "County, state or region (optional)", autoComplete: "address-level1" },
];

export function StoreDetailsForm({ action, initial, countries, timeZones }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  const errors = state.fieldErrors ?? {};
  // The form is drawn again from the answer's values, so a refused form keeps what was typed.
  const key = JSON.stringify(state.values);
  const errorOf = (name: keyof StoreDetailsFields) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: keyof StoreDetailsFields, hint?: string) => ({
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": describedBy(name, hint, errors[name]),
  });
  const input = ({ name, label, hint, type = "text", autoComplete, maxLength = STORE_TEXT_MAX }: Field) => (
    <div key={name}>
      <FieldLabel id={name} label={label} hint={hint} />
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        defaultValue={state.values[name]}
        {...described(name, hint)}
        className={control}
      />
      {errorOf(name)}
    </div>
  );
  const select = (name: "country" | "time_zone", label: string, hint: string, options: { value: string; label: string }[]) => (
    <div>
      <FieldLabel id={name} label={label} hint={hint} />
      <select
        id={name}
        name={name}
        defaultValue={state.values[name]}
        {...described(name, hint)}
        className={control}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorOf(name)}
    </div>
  );
  const form = (
    <form key={key} action={formAction} noValidate className="mt-3 space-y-4" data-testid="store-details-form">
      {TEXT_FIELDS.map(input)}
      {select("country", "Country", "Where the shop is.", [{ value: "", label: "Not given" }, ...countries.map((c) => ({ value: c.code, label: c.name }))])}
      {input({ name: "contact_email", label: "Contact e-mail", hint: "Where shoppers write with questions: in the storefront's footer and at the foot of order e-mails.", type: "email", autoComplete: "email", maxLength: 254 })}
      {input({ name: "phone", label: "Phone (optional)", type: "tel", autoComplete: "tel", maxLength: 30 })}
      {select(
        "time_zone",
        "Time zone",
        "The dashboard's days run midnight to midnight in this zone, and the admin shows dates and times in it.",
        timeZones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") })),
      )}
      {input({
        name: "order_number_prefix",
        label: "Order-number prefix",
        hint: `Printed before every order number on pages, e-mails and the packing slip, such as # (#1001) or CW- (CW-1001). Up to ${ORDER_PREFIX_MAX} letters, digits, '-' or '#'.`,
        maxLength: ORDER_PREFIX_MAX,
      })}
      <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
        {pending ? "Saving…" : "Save store details"}
      </button>
    </form>
  );
  return (
    <>
      {form}
      {/* Outside the form, which is drawn afresh with the saved values: the announcement stays where it was. */}
      <p role="status" aria-live="polite" className={`mt-2 min-w-0 break-words text-sm font-medium ${state.error || state.fieldErrors ? "text-red-700" : ""}`} data-testid="store-details-status">
        {pending ? "" : state.saved ? "Saved. The store details are in use now." : (state.error ?? (state.fieldErrors ? "Nothing was saved: correct the fields marked." : ""))}
      </p>
    </>
  );
}
