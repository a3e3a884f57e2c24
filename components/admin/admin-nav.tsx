"use client";
// The admin sections (admin-sections.ts) as the header lists them: on wide screens a row of links; on narrow ones
// a "Menu" button (a <details>, so it opens without JavaScript too) that shows them as a grid below the header
// and closes when a page is chosen. The current section is marked (aria-current).
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { ADMIN_SECTIONS } from "./admin-sections";
import { isCurrentSection } from "./current-section";

const STOREFRONT = { href: "/", label: "Storefront" };


const linkClass = "rounded px-1 py-0.5 hover:underline focus-visible:outline-white aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4";

/** `owner`: the owner-only sections are listed too. */
export function AdminNav({ signOut, owner = false }: { signOut?: ReactNode; owner?: boolean }) {
  const links = [...ADMIN_SECTIONS.filter((section) => owner || !section.ownerOnly), STOREFRONT];
  const pathname = usePathname() ?? "";
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const list = (className: string) => (
    <ul className={className}>
      {links.map((section) => (
        <li key={section.href}>
          <Link className={linkClass} href={section.href} aria-current={isCurrentSection(section.href, pathname) ? "page" : undefined}>
            {section.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="flex items-center gap-3">
      <nav aria-label="Admin">
        <details ref={menu} className="lg:hidden">
          <summary className="cursor-pointer list-none rounded border border-stone-400 px-3 py-1.5 text-sm font-medium hover:bg-stone-800 focus-visible:outline-white [&::-webkit-details-marker]:hidden">
            Menu
          </summary>
          {list("absolute inset-x-0 top-full z-20 grid grid-cols-2 gap-x-4 gap-y-2 border-b border-stone-700 bg-stone-900 px-4 py-3 text-sm font-medium shadow-lg")}
        </details>
        {list("hidden flex-wrap items-center gap-x-4 gap-y-1 text-sm font-medium lg:flex")}
      </nav>
      <div className="shrink-0 whitespace-nowrap text-stone-900 [&_button]:bg-white">{signOut}</div>
    </div>
  );
}
