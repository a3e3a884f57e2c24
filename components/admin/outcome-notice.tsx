// What the last plain-form action on an admin page did (from the page's ?done= or ?error=), announced.
export function OutcomeNotice({ done, error }: { done?: string; error?: string }) {
  return (
    <div aria-live="polite" className="mt-3">
      {done ? (
        <p role="status" className="text-sm font-medium text-green-800" data-testid="admin-outcome">
          {done}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="admin-outcome-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
