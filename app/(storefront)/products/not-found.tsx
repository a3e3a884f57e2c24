import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Product not found" };

export default function ProductNotFound() {
  return (
    <div className="py-12 text-center">
      <h1 className="text-2xl font-semibold">We could not find that product</h1>
      <p className="mt-2 text-stone-600">It may have been renamed or is no longer sold.</p>
      <Link href="/" className="mt-6 inline-block text-brand-700 underline">
        Back to the shop
      </Link>
    </div>
  );
}
