"use client";
// A category's filters as one GET form: a price band (price-bands.ts) and "in stock only", each choice with how many
// products it would show given the other filter as it is, so a shopper sees before choosing what it leaves. With
// scripts a choice applies as it is made (Next's Form navigates on the client); without them the form has an Apply
// button and works the same. A band holding nothing cannot be chosen unless it is the one chosen.
import Form from "next/form";
import { useScripted } from "@/lib/client/use-scripted";
import { IN_STOCK_PARAM } from "@/lib/commerce/catalog/category-filters";

export type PriceChoice = { param: string; label: string; count: number };

const chip =
  "cursor-pointer rounded-full border border-stone-300 px-3 py-1 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:font-medium peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:text-stone-500";

type Props = {
  action: string;
  /** The chosen band's param, if any. */
  band?: string;
  inStock: boolean;
  /** "Any price" first, then each band. */
  prices: PriceChoice[];
  inStockCount: number;
  /** The list's other parameters (the sort), kept as hidden fields; a new filter starts again from the first page. */
  keep?: Record<string, string>;
};

export function CategoryFilters({ action, band, inStock, prices, inStockCount, keep = {} }: Props) {
  const scripted = useScripted();
  const apply = (event: React.ChangeEvent<HTMLInputElement>) => event.currentTarget.form?.requestSubmit();
  return (
    // Keyed by the filters shown: a page reached another way (a link, Back) starts from its own choices.
    <Form key={`${band ?? ""}:${inStock}`} action={action} aria-label="Filters" className="flex flex-wrap items-end gap-x-6 gap-y-3">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="text-sm font-medium">Price</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {prices.map((option) => {
            const id = `price-${option.param || "any"}`;
            const selected = (band ?? "") === option.param;
            return (
              <div key={id} className="flex items-center">
                <input
                  id={id}
                  type="radio"
                  name="price"
                  value={option.param}
                  defaultChecked={selected}
                  disabled={option.count === 0 && !selected}
                  onChange={apply}
                  className="peer sr-only"
                />
                <label htmlFor={id} data-testid="price-band" data-count={option.count} className={chip}>
                  {option.label} <span className="text-stone-600">({option.count})</span>
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">Availability</legend>
        <div className="mt-1 flex items-center">
          <input id="in-stock" type="checkbox" name="in_stock" value={IN_STOCK_PARAM} defaultChecked={inStock} onChange={apply} className="peer sr-only" />
          <label htmlFor="in-stock" data-testid="in-stock" data-count={inStockCount} className={chip}>
            In stock only <span className="text-stone-600">({inStockCount})</span>
          </label>
        </div>
      </fieldset>
      {scripted ? null : (
        <button type="submit" className="rounded border border-stone-300 px-3 py-1 text-sm font-medium hover:bg-stone-100">
          Apply
        </button>
      )}
    </Form>
  );
}
