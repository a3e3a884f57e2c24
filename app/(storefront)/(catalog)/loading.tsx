export default function CatalogLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading…
      </p>
      <div className="h-9 w-32 animate-pulse rounded bg-stone-200" />
      <div className="mt-2 h-5 w-28 animate-pulse rounded bg-stone-200" />
      <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => (
          <div key={n} className="overflow-hidden rounded-lg border border-stone-200 bg-white">
            <div className="aspect-square w-full animate-pulse bg-stone-200" />
            <div className="space-y-2 p-4">
              <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
              <div className="h-5 w-16 animate-pulse rounded bg-stone-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
