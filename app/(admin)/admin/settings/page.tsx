import type { Metadata } from "next";
import Link from "next/link";
import { requireOwner } from "@/lib/web/admin-session";

export const metadata: Metadata = { title: "Settings" };

const PAGES = [
  { href: "/admin/settings/store", title: "Store settings", says: "The shop's name, address and contact, its time zone and order-number prefix, whether shoppers can create their own account, how long unpaid orders wait for payment, and who the shop's e-mail comes from." },
  { href: "/admin/settings/policies", title: "Policy pages", says: "The refund, privacy, terms and shipping policies shoppers read in the storefront and agree to at checkout." },
  { href: "/admin/settings/home-page", title: "Home page", says: "The storefront's hero (its heading, text, button and image) and the featured collection shown under it." },
  { href: "/admin/settings/cart", title: "Cart settings", says: "How long a cart is kept, which discounts carts take, and trying promotions ahead of their date." },
  { href: "/admin/settings/currencies", title: "Currencies", says: "The currencies the store sells in, its default currency, and adding a currency." },
  { href: "/admin/settings/prices", title: "Prices and tax", says: "For each currency, whether shoppers see prices with tax included." },
  { href: "/admin/settings/payments", title: "Payment settings", says: "The bank details shown to shoppers who pay by bank transfer." },
] as const;

export default async function SettingsPage() {
  await requireOwner("/admin/settings");
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      <ul className="mt-6 grid max-w-4xl gap-4 sm:grid-cols-2" data-testid="settings-index">
        {PAGES.map((page) => (
          <li key={page.href} className="rounded-lg border border-stone-200 bg-white p-4">
            <Link href={page.href} className="text-lg font-semibold text-brand-700 underline underline-offset-2">
              {page.title}
            </Link>
            <p className="mt-1 text-stone-700">{page.says}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
