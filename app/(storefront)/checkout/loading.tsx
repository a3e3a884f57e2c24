export default function CheckoutLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading the checkout…
      </p>
      <div className="h-4 w-28 rounded bg-stone-200" />
      <div className="mt-3 h-9 w-40 animate-pulse rounded bg-stone-200" />
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => (
            <div key={n} className="h-16 animate-pulse rounded bg-stone-200" />
          ))}
        </div>
        <div className="h-72 animate-pulse rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}
