// The fields of one address (EP's names), named `<prefix>.<field>` in the checkout form. The state or province is
// EP's `region`, chosen from a list where the country has regions (US, Canada: it is then required); before a
// country is chosen, and without JavaScript, the list offers both countries' so that a plain post can send one.
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { SHIPPING_COUNTRIES } from "@/lib/commerce/checkout/countries";
import { needsRegion } from "@/lib/commerce/checkout/regions";
import { RegionSelect } from "@/components/ui/region-select";
import type { CheckoutAddressValues } from "@/lib/web/checkout-forms";

type Prefix = "shipping_address" | "billing_address";

export type AddressValues = CheckoutAddressValues;

/**
 * What the checkout form gives each field: react-hook-form's registration (name, handlers, ref), the value a post
 * without JavaScript sent, and the message beside it.
 */
export type FieldProps = UseFormRegisterReturn & { defaultValue?: string; error?: string };

const FIELDS: { name: keyof AddressValues; label: string; autoComplete: string; optional?: boolean; className?: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "line_1", label: "Address line 1", autoComplete: "address-line1", className: "sm:col-span-2" },
  { name: "line_2", label: "Address line 2 (optional)", autoComplete: "address-line2", optional: true, className: "sm:col-span-2" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "county", label: "County (optional)", autoComplete: "address-level2", optional: true },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
];

type AddressFieldsProps = {
  prefix: Prefix;
  section: "shipping" | "billing";
  field: (name: `${Prefix}.${string}`) => FieldProps;
  /** The country chosen so far ('' when none): the state or province list follows it, and goes for a country without regions. */
  country: string;
};

export function AddressFields({ prefix, section, field, country }: AddressFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          id={`${prefix}-${f.name}`}
          label={f.label}
          autoComplete={`${section} ${f.autoComplete}`}
          aria-required={f.optional ? undefined : true}
          className={f.className}
          {...field(`${prefix}.${f.name}`)}
        />
      ))}
      <CountryField id={`${prefix}-country`} autoComplete={`${section} country`} {...field(`${prefix}.country`)} />
      {section === "shipping" ? (
        // EP keeps a phone with the shipping address only: the carrier's, to call about the delivery.
        <TextField id={`${prefix}-phone_number`} label="Phone (optional, for the delivery)" type="tel" autoComplete="shipping tel" {...field(`${prefix}.phone_number`)} />
      ) : null}
      {country === "" || needsRegion(country) ? (
        <RegionSelect
          id={`${prefix}-region`}
          country={country || undefined}
          emptyLabel="Not needed elsewhere"
          autoComplete={`${section} address-level1`}
          {...field(`${prefix}.region`)}
        />
      ) : null}
    </div>
  );
}

/** The country, chosen from the countries the store ships to. */
function CountryField({ id, error, ...select }: FieldProps & { id: string; autoComplete: string }) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Country
      </label>
      <select
        id={id}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 w-full rounded-md border border-stone-300 bg-white px-3 py-2"
        {...select}
      >
        <option value="">Choose a country</option>
        {SHIPPING_COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
