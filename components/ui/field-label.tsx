// A form control's label and its hint (the hint's id is `<id>-hint`, for the control's aria-describedby), and the
// ids a control is described by: its hint and its error, when it has them.
export function FieldLabel({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export const describedBy = (id: string, hint?: string, error?: string) => [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/** A control's error, beside it (its id is `<id>-error`, for the control's aria-describedby); nothing without one. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
