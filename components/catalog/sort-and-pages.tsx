import Link from "next/link";
import { parseProductSort, type ProductSort } from "@/lib/commerce/catalog/products";
export { SortForm } from "./sort-form";

/** Previous / next page links, and where the shopper is. */
export function Pages({ path, page, pages, params }: { path: string; page: number; pages: number; params: Record<string, string> }) {
  if (pages <= 1) return null;
  const href = (n: number) => `${path}?${new URLSearchParams({ ...params, ...(n > 1 ? { page: String(n) } : {}) })}`;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className="rounded border border-stone-300 px-3 py-1 hover:bg-stone-100">
          Previous
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className="rounded border border-stone-300 px-3 py-1 hover:bg-stone-100">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** The catalog's sort (parseProductSort), or the default order when there is none or it is unknown. */
function sortOf(value: string | string[] | undefined): ProductSort | undefined {
  try {
    return typeof value === "string" ? parseProductSort(value) : undefined;
  } catch {
    return undefined;
  }
}

/** `?sort=` and `?page=` as a list reads them: an unknown sort is the default order, a bad page the first. */
export function listParams(search: Record<string, string | string[] | undefined>): { sort?: ProductSort; page: number } {
  const sort = sortOf(search.sort);
  const page = typeof search.page === "string" && /^[1-9]\d{0,3}$/.test(search.page) ? Number(search.page) : 1;
  return { sort, page };
}
