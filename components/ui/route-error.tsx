"use client";
// What an error.tsx shows: a plain apology (announced), a way to try again and a way home (a full page
// load: after an error, a fresh start). Never the error's text.
export function RouteError({ title, reset, digest }: { title: string; reset: () => void; digest?: string }) {
  return (
    <div role="alert" className="py-12 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-stone-600">Something went wrong on our side. Please try again in a moment.</p>
      {digest ? <p className="mt-1 text-sm text-stone-600">Reference: {digest}</p> : null}
      <div className="mt-6 flex justify-center gap-4">
        <button type="button" onClick={reset} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
          Try again
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load, on purpose */}
        <a href="/" className="rounded-md border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100">
          Back to the shop
        </a>
      </div>
    </div>
  );
}
