import type { ReactNode } from "react";

/**
 * A table that may be wider than a narrow screen: it scrolls sideways inside this box instead of widening the page.
 * The box is a named region keyboard users can focus to scroll it.
 */
export function TableScroll({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`max-w-full overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
