import type { ReactNode } from "react";
import { AdminNav } from "./admin-nav";

/** The admin pages' own header: the store's name, the admin sections (admin-nav.tsx) and, when signed in, sign-out. */
export function AdminHeader({ signedIn, signOut }: { signedIn: boolean; signOut?: ReactNode }) {
  return (
    <header className="relative border-b border-stone-700 bg-stone-900 text-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="text-lg font-semibold tracking-tight">
          Cartwright <span className="font-normal text-stone-300">Store admin</span>
        </p>
        {signedIn && <AdminNav signOut={signOut} />}
      </div>
    </header>
  );
}
