/** The subscription's billing status: active or inactive. */
export function StatusBadge({ status }: { status: "active" | "inactive" }) {
  const tone = status === "active" ? "bg-brand-50 text-brand-900 ring-brand-600/30" : "bg-stone-100 text-stone-700 ring-stone-400/40";
  return (
    <span data-testid="subscription-status" data-value={status} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${tone}`}>
      <span className="sr-only">Status: </span>
      {status === "active" ? "Active" : "Inactive"}
    </span>
  );
}
