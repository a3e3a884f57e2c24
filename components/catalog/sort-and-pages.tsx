import Link from "next/link";
import { parseProductSort, type ProductSort } from "@/lib/commerce/catalog/products";

export const SORT_CHOICES: { value: ProductSort | ""; label: string }[] = [
  { value: "", label: "Featured" },
  { value: "price", label: "Price, low to high" },
  { value: "-price", label: "Price, high to low" },
  { value: "name", label: "Name, A to Z" },
  { value: "-created_at", label: "Newest" },
];

/** The sort of a list as a GET form (works without JavaScript): it keeps the list's other parameters. */
export function SortForm({ action, sort, keep = {} }: { action: string; sort?: string; keep?: Record<string, string> }) {
  return (
    <form action={action} method="get" className="flex items-end gap-2">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="sort" className="block text-sm font-medium">
          Sort by
        </label>
        <select id="sort" name="sort" defaultValue={sort ?? ""} className="mt-1 rounded border border-stone-300 px-2 py-1 text-sm">
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded border border-stone-300 px-3 py-1 text-sm font-medium hover:bg-stone-100">
        Sort
      </button>
    </form>
  );
}

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
