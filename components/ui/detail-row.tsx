/** One term and its description in a <dl> of details. */
export function DetailRow({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-4 px-4 py-3">
      <dt className="text-sm font-medium text-stone-600">{term}</dt>
      <dd className="col-span-2">{children}</dd>
    </div>
  );
}
