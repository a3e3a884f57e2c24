// The site's 404 page. A plain link home: next/link here would put its client code (3 kB gzip) into
// the first load of every route, since this boundary is part of every page's tree.
export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-stone-600">We could not find what you were looking for.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
      <a href="/" className="mt-6 inline-block text-brand-700 underline">
        Back to the shop
      </a>
    </main>
  );
}
