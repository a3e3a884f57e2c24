"use client";
// The category menus are native <details>: a link inside one navigates on the client, and the page under it
// changes while the menu would stay open over it. Each new page closes them, as a full page load did.
import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";

export function CloseMenusOnNavigation({ children, label }: { children: ReactNode; label: string }) {
  const pathname = usePathname();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    for (const menu of nav.current?.querySelectorAll("details[open]") ?? []) (menu as HTMLDetailsElement).open = false;
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={label}>
      {children}
    </nav>
  );
}
