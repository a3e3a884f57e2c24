import type { InputHTMLAttributes, Ref } from "react";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; ref?: Ref<HTMLInputElement> };

/** A labelled input whose error, when there is one, is tied to it for assistive technology. */
export function TextField({ id, label, error, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 w-full rounded-md border border-stone-300 bg-white px-3 py-2"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
