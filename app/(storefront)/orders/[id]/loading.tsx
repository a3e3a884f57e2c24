export default function OrderLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading your order…
      </p>
      <div className="h-9 w-48 animate-pulse rounded bg-stone-200" />
      <div className="mt-2 h-5 w-80 max-w-full animate-pulse rounded bg-stone-200" />
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-20 animate-pulse rounded bg-stone-200" />
          ))}
        </div>
        <div className="h-72 animate-pulse rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}
