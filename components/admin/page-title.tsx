import type { ReactNode } from "react";
import { BackLink } from "@/components/admin/back-link";

/** A page's heading, with the way back to the list it belongs to above it. Long names wrap rather than widen the page. */
export function PageTitle({ back, children }: { back?: { href: string; label: string }; children: ReactNode }) {
  return (
    <>
      {back ? <BackLink href={back.href}>{back.label}</BackLink> : null}
      <h1 className={`${back ? "mt-2 " : ""}break-words text-2xl font-semibold tracking-tight`}>{children}</h1>
    </>
  );
}
