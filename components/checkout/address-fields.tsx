// The fields of one address (EP's names), named `<prefix>.<field>` in the checkout form.
import { TextField } from "@/components/ui/text-field";

type Prefix = "shipping_address" | "billing_address";

export type AddressValues = Record<"first_name" | "last_name" | "line_1" | "line_2" | "city" | "county" | "postcode" | "country", string>;

/** What the checkout form gives each field: its name, value, handlers and the message beside it. */
export type FieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
};

const FIELDS: { name: keyof AddressValues; label: string; autoComplete: string; optional?: boolean; className?: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "line_1", label: "Address line 1", autoComplete: "address-line1", className: "sm:col-span-2" },
  { name: "line_2", label: "Address line 2 (optional)", autoComplete: "address-line2", optional: true, className: "sm:col-span-2" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "county", label: "County or state (optional)", autoComplete: "address-level1", optional: true },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
  { name: "country", label: "Country code (two letters, such as US or GB)", autoComplete: "country" },
];

export function AddressFields({ prefix, section, field }: { prefix: Prefix; section: "shipping" | "billing"; field: (name: `${Prefix}.${string}`) => FieldProps }) {
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
    </div>
  );
}
