"use client";
// Prints the page (the browser's own dialog). Without JavaScript the page says to use the browser's Print command.
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 print:hidden"
    >
      {label}
    </button>
  );
}
