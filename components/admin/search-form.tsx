import Link from "next/link";

/**
 * An admin list's search: one text field sent as `?q=` by a plain GET form, so it works without JavaScript. `keep`
 * carries the list's current view along; `clear` leads back to the list unsearched.
 */
export function SearchForm({
  action,
  label,
  fieldId,
  fieldLabel,
  value,
  maxLength = 200,
  hint,
  keep = {},
  submit = "Find",
  clear,
}: {
  action: string;
  label: string;
  fieldId: string;
  fieldLabel: string;
  value: string | undefined;
  maxLength?: number;
  hint?: string;
  keep?: Record<string, string | undefined>;
  submit?: string;
  clear?: { href: string; label: string };
}) {
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <form method="get" action={action} role="search" aria-label={label} className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm">
      {Object.entries(keep).map(([name, kept]) => (kept ? <input key={name} type="hidden" name={name} value={kept} /> : null))}
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <label htmlFor={fieldId} className="block font-medium">
          {fieldLabel}
        </label>
        <input
          id={fieldId}
          type="search"
          name="q"
          defaultValue={value ?? ""}
          maxLength={maxLength}
          aria-describedby={hintId}
          className="mt-1 block w-full max-w-md rounded-md border border-stone-500 bg-white px-2 py-1.5"
        />
        {hint ? (
          <p id={hintId} className="mt-1 text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
        {submit}
      </button>
      {value && clear ? (
        <Link href={clear.href} className="py-2 text-brand-700 underline">
          {clear.label}
        </Link>
      ) : null}
    </form>
  );
}
