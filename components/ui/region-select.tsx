// The state or province of an address, chosen from a list (lib/commerce/checkout/regions.ts). For a country known to
// have regions the list is that country's ("State", "Province"); before a country is known, and without JavaScript,
// it lists every country's regions in groups so that the plain form can post one.
import type { Ref, SelectHTMLAttributes } from "react";
import { regionLabel, regionsOf } from "@/lib/commerce/checkout/regions";
import { describedBy, FieldLabel } from "./field-label";

const REGION_COUNTRIES = [
  { country: "US", name: "United States" },
  { country: "CA", name: "Canada" },
] as const;

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  /** The address's country when known (the list narrows to it); undefined: every list, grouped. */
  country?: string;
  /** What the empty choice says ("Not needed elsewhere", "The whole country"). */
  emptyLabel: string;
  /** The label when no single country is known. */
  label?: string;
  hint?: string;
  error?: string;
  /** The look of the form it sits in. */
  selectClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function RegionSelect({ id, country, emptyLabel, label, hint, error, className, selectClassName, ...select }: Props) {
  const known = country ? regionLabel(country) : undefined;
  const groups = known ? REGION_COUNTRIES.filter((c) => c.country === country?.toUpperCase()) : REGION_COUNTRIES;
  return (
    <div className={className}>
      <FieldLabel id={id} label={known ?? label ?? "State or province (US and Canada)"} hint={hint} />
      <select
        id={id}
        aria-required={known ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={selectClassName ?? "mt-1 w-full rounded-md border border-stone-300 bg-white px-3 py-2"}
        {...select}
      >
        <option value="">{known ? `Choose a ${known.toLowerCase()}` : emptyLabel}</option>
        {groups.map((group) =>
          known ? (
            regionsOf(group.country).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))
          ) : (
            <optgroup key={group.country} label={group.name}>
              {regionsOf(group.country).map(([code, name]) => (
                <option key={`${group.country}-${code}`} value={code}>
                  {name}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
