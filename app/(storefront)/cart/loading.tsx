export default function CartLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading your cart…
      </p>
      <div className="h-9 w-48 animate-pulse rounded bg-stone-200" />
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {[0, 1, 2].map((n) => (
            <div key={n} className="flex gap-4">
              <div className="h-24 w-24 animate-pulse rounded-md bg-stone-200" />
              <div className="flex-1 space-y-2">
                <div className="h-6 w-1/2 animate-pulse rounded bg-stone-200" />
                <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
                <div className="h-10 w-40 animate-pulse rounded bg-stone-200" />
              </div>
            </div>
          ))}
        </div>
        <div className="h-64 animate-pulse rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}
