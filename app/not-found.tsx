import Link from "next/link";

export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-stone-600">We could not find what you were looking for.</p>
      <Link href="/" className="mt-6 inline-block text-brand-700 underline">
        Back to the shop
      </Link>
    </main>
  );
}
