"use client";
// The header search's suggestions as listbox options (search-box.tsx owns the listbox, the input and the keys):
// each a link to the product, with its image and its price as its card shows it. Loaded with the first suggestions.
import Link from "next/link";
import { ProductImage } from "@/components/ui/product-image";
import type { Suggestion } from "./search-suggestions";

export function SuggestionOptions({
  items,
  active,
  optionId,
  onHover,
  onChoose,
}: {
  items: Suggestion[];
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: () => void;
}) {
  return items.map((item, index) => (
    <Link
      key={item.id}
      id={optionId(index)}
      href={`/products/${item.slug}`}
      prefetch={false}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      // Focus stays in the input: a press on a suggestion must not blur it (which closes the list).
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => onHover(index)}
      onClick={onChoose}
      className="flex items-center gap-3 rounded px-2 py-1.5 text-sm aria-selected:bg-stone-100 aria-selected:ring-2 aria-selected:ring-brand-700 aria-selected:ring-inset"
    >
      {item.imageHref ? (
        <ProductImage src={item.imageHref} alt="" width={40} height={40} className="size-10 shrink-0 rounded bg-stone-100 object-cover" />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded bg-stone-100" />
      )}
      <span className="min-w-0">
        <span className="block font-medium">{item.name}</span>
        {item.price ? (
          <span className="block text-brand-700" data-testid="suggestion-price">
            {item.prefix}
            {item.price}
          </span>
        ) : (
          <span className="block text-xs text-stone-600">{item.note}</span>
        )}
      </span>
    </Link>
  ));
}
