// Finding catalog products by name or SKU to add to something (a category, a subscription offering): the search
// form (a plain GET of `?q=`), and the products found as boxes to tick, posted with the hidden fields to `action`.
// Works without JavaScript.
import type { ReactNode } from "react";

const buttonClass = "rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900";

/** The "Find products by name or SKU" form: a GET back to `href` with `?q=`. */
export function ProductSearchForm({ href, term, className = "mt-2" }: { href: string; term: string; className?: string }) {
  return (
    <form method="get" action={href} role="search" className={`${className} flex flex-wrap items-end gap-3`}>
      <div className="min-w-0 grow sm:grow-0">
        <label htmlFor="product-search" className="block text-sm font-medium">
          Find products by name or SKU
        </label>
        <input id="product-search" type="search" name="q" defaultValue={term} maxLength={100} className="mt-1 block w-full rounded border border-stone-500 bg-white px-3 py-2 sm:w-72" />
      </div>
      <button type="submit" className={buttonClass}>
        Find
      </button>
    </form>
  );
}

/** The products found, each a box to tick (its label: the name, then `detail`), and the button that adds them. */
export function FoundProducts<P extends { id: string; name: string; sku: string }>({
  action,
  fields,
  found,
  detail,
  button,
}: {
  action: (form: FormData) => Promise<void>;
  fields: Record<string, string>;
  found: P[];
  detail: (product: P) => ReactNode;
  button: string;
}) {
  return (
    <form action={action} className="mt-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" aria-label="Products found">
        {found.map((product) => (
          <li key={product.id} className="flex items-center gap-3 px-3 py-2" data-testid="found-product">
            <input type="checkbox" name="product" value={product.id} id={`attach-${product.id}`} className="h-4 w-4 shrink-0 accent-brand-700" />
            <label htmlFor={`attach-${product.id}`} className="min-w-0 break-words">
              <span className="font-medium">{product.name}</span> <span className="text-sm text-stone-600">{detail(product)}</span>
            </label>
          </li>
        ))}
      </ul>
      <button type="submit" className={`mt-3 ${buttonClass}`}>
        {button}
      </button>
    </form>
  );
}
