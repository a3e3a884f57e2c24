import type { ComponentProps, ReactNode } from "react";
import { TableScroll } from "@/components/admin/table-scroll";

/** A column heading; a numeric column (counts, amounts) is right-aligned so its figures line up. */
export type AdminColumn = string | { label: ReactNode; key: string; numeric?: boolean };

/** A body cell's classes: `cell` for words, `numericCell` for figures under a numeric heading. */
export const cell = "py-2 pr-3 align-top";
export const numericCell = "py-2 pr-3 text-right align-top tabular-nums";
/** Headings sit on the rule under them, however many lines a long one wraps to. */
const heading = "py-2 pr-3 align-bottom";

/**
 * A table whose rows become cards on a narrow screen (under 640 px): each row a box, each cell a line of it, the
 * headings kept for screen readers only. Its cells name themselves with `CardLabel`.
 */
const CARDS =
  "max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block max-sm:[&_tr]:mb-3 max-sm:[&_tr]:block max-sm:[&_tr]:rounded-lg max-sm:[&_tr]:border max-sm:[&_tr]:border-stone-200 max-sm:[&_tr]:bg-white max-sm:[&_tr]:p-3 max-sm:[&_td]:block max-sm:[&_td]:py-0.5 max-sm:[&_td]:pr-0";

/**
 * The admin's one list table: headings in the first row, rows given as children (`AdminRow`), inside a box that
 * scrolls sideways on a narrow screen instead of widening the page; or, with `cards`, whose rows become cards there.
 */
export function AdminTable({
  label,
  columns,
  caption,
  testId,
  className = "mt-2",
  cards = false,
  children,
}: {
  label: string;
  columns: readonly AdminColumn[];
  caption?: string;
  testId?: string;
  className?: string;
  cards?: boolean;
  children: ReactNode;
}) {
  return (
    <TableScroll label={label} className={className}>
      <table className={`w-full border-collapse text-left text-sm ${cards ? CARDS : ""}`} data-testid={testId} data-cards={cards ? "narrow" : undefined}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className="border-b border-stone-300">
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className={heading}>
                  {column}
                </th>
              ) : (
                <th key={column.key} scope="col" className={column.numeric ? `${heading} text-right` : heading}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

/** A body row of an `AdminTable`. */
export function AdminRow(props: ComponentProps<"tr">) {
  return <tr {...props} className="border-b border-stone-200" />;
}

/** A cell's heading, shown inside it only when the rows are cards (a narrow screen; `AdminTable`'s `cards`). */
export function CardLabel({ children }: { children: ReactNode }) {
  return <span className="font-medium text-stone-600 sm:hidden">{children}: </span>;
}
