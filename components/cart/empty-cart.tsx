import Link from "next/link";

export function EmptyCart() {
  return (
    <div className="mt-8 rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center" data-testid="empty-cart">
      <p className="text-lg font-medium">Your cart is empty.</p>
      <p className="mt-1 text-stone-600">Personalise a gift or build a bundle to get started.</p>
      <Link href="/" className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900">
        Continue shopping
      </Link>
    </div>
  );
}
