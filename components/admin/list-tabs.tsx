import Link from "next/link";
import type { ReactNode } from "react";

export type ListTab = { href: string; label: ReactNode; current: boolean; testId?: string };

/** The views of one admin list (all, low stock, archived…) as links; the current one is marked for every reader. */
export function ListTabs({ label, tabs }: { label: string; tabs: readonly ListTab[] }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2 text-sm font-medium">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              data-testid={tab.testId}
              className={`inline-block rounded-md border px-3 py-1.5 ${tab.current ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-brand-700 hover:bg-stone-100"}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
