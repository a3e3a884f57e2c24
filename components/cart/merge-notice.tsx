// After sign-in: what moved from the shopper's anonymous cart into their account's cart, and what
// could not. Shown until dismissed (the note's cookie expires by itself after two minutes). A Server
// Component: its dismiss button is a form posting to a Server Action, so it costs the page no script.
import Link from "next/link";
import { dismissMergeNote } from "@/app/(storefront)/actions";
import type { MergeNote } from "@/lib/web/merge-note";

export function MergeNotice({ note }: { note: MergeNote }) {
  const units = note.merged.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div role="status" className="border-b border-brand-600 bg-brand-50" data-testid="merge-notice">
      <div className="mx-auto flex max-w-6xl flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm">
        <div>
          {note.merged.length ? (
            <>
              <p className="font-medium">
                We moved {units} {units === 1 ? "item" : "items"} from before you signed in into your account&apos;s cart:
              </p>
              <ul className="mt-1 list-disc pl-5" data-testid="merged-lines">
                {note.merged.map((line, index) => (
                  <li key={index}>
                    {line.name} × {line.quantity}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {note.problems.length ? (
            <>
              <p className="mt-1 font-medium">{note.merged.length ? "Some items could not be moved:" : "Your earlier items could not be moved:"}</p>
              <ul className="mt-1 list-disc pl-5" data-testid="merge-problems">
                {note.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </>
          ) : null}
          <Link href="/cart" className="mt-1 inline-block font-medium text-brand-700 underline">
            View your cart
          </Link>
        </div>
        <form action={dismissMergeNote}>
          <button type="submit" className="rounded-md border border-stone-400 bg-white px-3 py-1 font-medium hover:bg-stone-100">
            Dismiss
          </button>
        </form>
      </div>
    </div>
  );
}
