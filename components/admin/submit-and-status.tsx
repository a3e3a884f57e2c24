// The end of an admin form: its submit button (saying it is working while the action runs) and the aria-live
// region where the action's answer shows, in red when it refused.
type Props = { pending: boolean; button: string; working?: string; done?: string; error?: string; testId: string };

export function SubmitAndStatus({ pending, button, working = "Saving…", done, error, testId }: Props) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
        {pending ? working : button}
      </button>
      <p role="status" aria-live="polite" className={`text-sm font-medium ${error ? "text-red-700" : ""}`} data-testid={testId}>
        {pending ? "" : (error ?? done ?? "")}
      </p>
    </div>
  );
}
