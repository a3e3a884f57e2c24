/**
 * The add button. While something blocks the add (an incomplete bundle, no price in the currency) it
 * stays focusable but aria-disabled, and says why beside it.
 */
export function AddButton({ pending, blocked }: { pending: boolean; blocked: string[] }) {
  const isBlocked = blocked.length > 0;
  return (
    <div>
      <button
        type="submit"
        aria-disabled={isBlocked || pending ? true : undefined}
        aria-describedby={isBlocked ? "add-blocked" : undefined}
        className="w-full rounded-md bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-900 aria-disabled:cursor-not-allowed aria-disabled:bg-stone-500 sm:w-auto"
      >
        {pending ? "Adding…" : "Add to cart"}
      </button>
      {isBlocked ? (
        <div id="add-blocked" className="mt-2 text-sm text-stone-700" data-testid="add-blocked">
          {blocked.length === 1 ? (
            <p>{blocked[0]}</p>
          ) : (
            <ul className="list-disc pl-5">
              {blocked.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
