export default function ProductLoading() {
  return (
    <div aria-busy="true" aria-live="polite">
      <p className="sr-only">Loading the product…</p>
      <div className="h-4 w-12 rounded bg-stone-200" />
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <div className="aspect-square w-full animate-pulse rounded-lg bg-stone-200" />
        <div className="space-y-4">
          <div className="h-9 w-3/4 animate-pulse rounded bg-stone-200" />
          <div className="h-7 w-24 animate-pulse rounded bg-stone-200" />
          <div className="h-20 w-full animate-pulse rounded bg-stone-200" />
          <div className="h-12 w-40 animate-pulse rounded bg-stone-200" />
        </div>
      </div>
    </div>
  );
}
