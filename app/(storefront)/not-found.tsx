import Link from "next/link";

export default function StorefrontNotFound() {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-stone-600">We could not find what you were looking for.</p>
      <p className="mt-6 flex flex-wrap justify-center gap-4">
        <Link href="/" className="text-brand-700 underline">
          Back to the shop
        </Link>
        <Link href="/search" className="text-brand-700 underline">
          Search the shop
        </Link>
      </p>
    </div>
  );
}
