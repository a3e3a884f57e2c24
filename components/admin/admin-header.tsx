import Link from "next/link";
import type { ReactNode } from "react";
import { ADMIN_SECTIONS } from "./admin-sections";

/** The admin pages' own header: the store's name, the admin sections and, when signed in, sign-out. */
export function AdminHeader({ signedIn, signOut }: { signedIn: boolean; signOut?: ReactNode }) {
  return (
    <header className="border-b border-stone-700 bg-stone-900 text-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="text-lg font-semibold tracking-tight">
          Cartwright <span className="font-normal text-stone-300">Store admin</span>
        </p>
        {signedIn && (
          <div className="flex flex-wrap items-center gap-4">
            <nav aria-label="Admin">
              <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-medium">
                {ADMIN_SECTIONS.map((section) => (
                  <li key={section.href}>
                    <Link className="hover:underline" href={section.href}>
                      {section.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link className="hover:underline" href="/">
                    Storefront
                  </Link>
                </li>
              </ul>
            </nav>
            <div className="text-stone-900 [&_button]:bg-white">{signOut}</div>
          </div>
        )}
      </div>
    </header>
  );
}
