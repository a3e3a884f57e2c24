import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Order not found" };

export default function OrderNotFound() {
  return (
    <div className="py-12 text-center">
      <h1 className="text-2xl font-semibold">We could not find that order</h1>
      <p className="mt-2 text-stone-600">Check the address, or sign in if the order belongs to your account.</p>
      <div className="mt-6 flex justify-center gap-4">
        <Link href="/account" className="text-brand-700 underline">
          Your account
        </Link>
        <Link href="/" className="text-brand-700 underline">
          Back to the shop
        </Link>
      </div>
    </div>
  );
}
