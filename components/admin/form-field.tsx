// One labelled text input of an admin form: its hint and its error tied to it (aria-describedby), the error marked
// on the input (aria-invalid). For react-hook-form's register().
import type { InputHTMLAttributes, Ref } from "react";
import { describedBy, FieldLabel } from "@/components/ui/field-label";

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string; error?: string; ref?: Ref<HTMLInputElement> };

export function FormField({ id, label, hint, error, className, ...input }: Props) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} hint={hint} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="mt-1 block w-full max-w-xs rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
