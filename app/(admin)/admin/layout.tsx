import type { Metadata } from "next";
import { AdminHeader } from "@/components/admin/admin-header";
import { SignOutButton } from "@/components/admin/sign-out-button";
import { adminCaller } from "@/lib/web/admin-session";
import { isOwnerCaller } from "@/lib/commerce/staff/staff-permissions";
import { signOut } from "./actions";

export const metadata: Metadata = {
  title: { default: "Store admin", template: "%s · Cartwright admin" },
  robots: { index: false, follow: false },
};

/** The admin pages' own frame (not the storefront's header and footer). */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const caller = await adminCaller();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <AdminHeader
        signedIn={caller !== null}
        owner={caller !== null && isOwnerCaller(caller)}
        who={caller?.staff?.name}
        signOut={<SignOutButton action={signOut} />}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </>
  );
}
