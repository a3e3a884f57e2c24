"use client";
// The fields of one address (EP's names), registered under `prefix` in the checkout form.
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import type { CheckoutFormInput } from "./checkout-form";

type Prefix = "shipping_address" | "billing_address";

const FIELDS: { name: string; label: string; autoComplete: string; optional?: boolean; className?: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "line_1", label: "Address line 1", autoComplete: "address-line1", className: "sm:col-span-2" },
  { name: "line_2", label: "Address line 2 (optional)", autoComplete: "address-line2", optional: true, className: "sm:col-span-2" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "county", label: "County or state (optional)", autoComplete: "address-level1", optional: true },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
  { name: "country", label: "Country code (two letters, such as US or GB)", autoComplete: "country" },
];

export function AddressFields({
  prefix,
  section,
  register,
  errors,
}: {
  prefix: Prefix;
  section: "shipping" | "billing";
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
}) {
  const own = (errors[prefix] ?? {}) as Record<string, { message?: string } | undefined>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${prefix}-${field.name}`}
          label={field.label}
          autoComplete={`${section} ${field.autoComplete}`}
          aria-required={field.optional ? undefined : true}
          error={own[field.name]?.message}
          className={field.className}
          {...register(`${prefix}.${field.name}` as `${Prefix}.first_name`)}
        />
      ))}
    </div>
  );
}
