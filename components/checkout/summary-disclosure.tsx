"use client";
// The checkout's order summary on a phone, as Shopify's checkout shows it: a toggle above the form says the total and
// opens the summary (the lines and the rows) on demand, so the form starts on the first screen. On a wide screen the
// summary is always shown beside the form and the toggle is not. Without scripts the summary shows and the toggle,
// which needs them, does not (the CSS is in app/globals.css, "The checkout's summary on a phone").
import { useId, useState } from "react";

export function SummaryDisclosure({ total, children }: { total: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        className="needs-script flex w-full items-center justify-between gap-4 rounded-lg border border-stone-300 bg-stone-50 px-4 py-3 text-left font-medium lg:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="text-brand-700">
          {open ? "Hide order summary" : "Show order summary"} <span aria-hidden="true">{open ? "▴" : "▾"}</span>
        </span>
        <span data-testid="summary-toggle-total">{total}</span>
      </button>
      <div id={id} data-collapsed={!open} className="collapsible-summary max-lg:mt-3">
        {children}
      </div>
    </div>
  );
}
