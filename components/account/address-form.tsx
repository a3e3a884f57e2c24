"use client";
// The address book's form: react-hook-form with the API's own address schema (checked when a field is left,
// then as it changes; on submit focus goes to the first refused field), posted to the Server Action, which
// checks the same rules; without JavaScript it posts as a plain form.
import { Fragment, useActionState, useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { addAddress, type AddressFormState } from "@/app/(storefront)/account/addresses/actions";
import { TextField } from "@/components/ui/text-field";
import { RegionSelect } from "@/components/ui/region-select";
import { needsRegion } from "@/lib/commerce/checkout/regions";
import type { AddressFields } from "@/lib/commerce/accounts/address-schema";

// The schema (and zod) load on the form's first check, not with the page.
const addressResolver = lazyZodResolver(lazySchema(() => import("@/lib/commerce/accounts/address-schema").then((m) => m.addressBookSchema)));

const FIELDS: { name: keyof AddressFields; label: string; autoComplete?: string; required?: boolean; wide?: boolean }[] = [
  { name: "name", label: "Name for this address (optional, such as Home)" , wide: true },
  { name: "first_name", label: "First name", autoComplete: "given-name", required: true },
  { name: "last_name", label: "Last name", autoComplete: "family-name", required: true },
  { name: "line_1", label: "Address line 1", autoComplete: "address-line1", required: true, wide: true },
  { name: "line_2", label: "Address line 2 (optional)", autoComplete: "address-line2", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2", required: true },
  { name: "county", label: "County (optional)", autoComplete: "address-level2" },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code", required: true },
  { name: "country", label: "Country code (two letters, such as US or GB)", autoComplete: "country", required: true },
  { name: "phone_number", label: "Phone (optional)", autoComplete: "tel" },
];

type Values = Record<keyof AddressFields, string>;

/** Empty optional fields are left out: the schema reads them as not given. */
const given = (values: Values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));

export function AddressForm() {
  const [state, formAction, pending] = useActionState<AddressFormState, FormData>(addAddress, {});
  const { register, handleSubmit, formState, setError, reset, control } = useForm<Values>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver: (values, context, options) => addressResolver(given(values) as never, context, options as never) as never,
  });

  useServerFieldErrors(state.fieldErrors, setError);
  // The state or province list narrows to the country once it is one with regions (US, CA: then required).
  const country = (useWatch({ control, name: "country" }) ?? "").trim().toUpperCase();
  // A saved address empties the form.
  useEffect(() => {
    if (state.saved) reset();
  }, [state, reset]);

  return (
    <form
      action={formAction}
      noValidate
      onSubmit={submitChecked(handleSubmit, formAction)}
      aria-label="Add an address"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Fragment key={field.name}>
            <TextField
              id={`address-${field.name}`}
              label={field.label}
              autoComplete={field.autoComplete}
              aria-required={field.required || undefined}
              className={field.wide ? "sm:col-span-2" : undefined}
              error={formState.errors[field.name]?.message ?? state.fieldErrors?.[field.name]}
              {...register(field.name)}
            />
            {field.name === "country" ? (
              <RegionSelect
                id="address-region"
                country={needsRegion(country) ? country : undefined}
                emptyLabel="Not needed elsewhere"
                autoComplete="address-level1"
                error={formState.errors.region?.message ?? state.fieldErrors?.region}
                {...register("region")}
              />
            ) : null}
          </Fragment>
        ))}
      </div>
      <div aria-live="polite" className="text-sm">
        {state.saved ? <p className="font-medium text-green-800">Saved: {state.saved}</p> : null}
        {state.error ? <p className="font-medium text-red-700">{state.error}</p> : null}
      </div>
      <button type="submit" disabled={pending} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
        {pending ? "Saving…" : "Save address"}
      </button>
    </form>
  );
}
