import type { ReactNode } from "react";

/** A titled part of an admin page; the section is named by its heading for screen-reader navigation. */
export function PageSection({ id, title, className = "mt-8", children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
