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
 * The admin's one list table: headings in the first row, rows given as children (`AdminRow`), inside a box that
 * scrolls sideways on a narrow screen instead of widening the page.
 */
export function AdminTable({
  label,
  columns,
  caption,
  testId,
  className = "mt-2",
  children,
}: {
  label: string;
  columns: readonly AdminColumn[];
  caption?: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableScroll label={label} className={className}>
      <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
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
