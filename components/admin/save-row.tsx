/** A record form's submit button and, beside it, what the server refused (announced). */
export function SaveRow({ label, pending, error, hasFieldErrors, testId }: { label: string; pending: boolean; error?: string; hasFieldErrors: boolean; testId: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
        {pending ? "Saving…" : label}
      </button>
      <p role="status" aria-live="polite" className="text-sm font-medium text-red-700" data-testid={testId}>
        {!pending && error ? error : !pending && hasFieldErrors ? "Check the fields marked above." : ""}
      </p>
    </div>
  );
}
