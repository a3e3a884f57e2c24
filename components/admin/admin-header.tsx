import type { ReactNode } from "react";
import { AdminNav } from "./admin-nav";

/**
 * The admin pages' own header: the store's name, the admin sections (admin-nav.tsx; the owner-only ones for an
 * owner) and, when signed in, who is and sign-out.
 */
export function AdminHeader({ signedIn, signOut, owner = false, who }: { signedIn: boolean; signOut?: ReactNode; owner?: boolean; who?: string }) {
  return (
    <header className="relative border-b border-stone-700 bg-stone-900 text-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="text-lg font-semibold tracking-tight">
          Cartwright <span className="font-normal text-stone-300">Store admin</span>
        </p>
        {signedIn && (
          <AdminNav
            owner={owner}
            signOut={
              <span className="flex items-center gap-2">
                {who ? <span className="hidden text-sm text-white sm:inline" data-testid="admin-who">{who}</span> : null}
                {signOut}
              </span>
            }
          />
        )}
      </div>
    </header>
  );
}
