import Link from "next/link";

/** Previous and next links under a paged admin list, and where the reader is; nothing when it fits on one page. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className="text-brand-700 underline">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className="text-brand-700 underline">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
