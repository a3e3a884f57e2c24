import Link from "next/link";

export function SiteHeader() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="text-xl font-semibold tracking-tight text-brand-900">
          Cartwright
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-4 text-sm font-medium">
            <li>
              <Link className="hover:underline" href="/">
                Shop
              </Link>
            </li>
            <li>
              <Link className="hover:underline" href="/account">
                Account
              </Link>
            </li>
            <li>
              <Link className="hover:underline" href="/cart">
                Cart
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
