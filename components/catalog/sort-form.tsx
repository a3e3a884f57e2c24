"use client";
// The sort of a list as a GET form: with scripts a choice applies as it is made (Next's Form navigates on the
// client); without them the form has a Sort button, and works the same.
import Form from "next/form";
import type { ProductSort } from "@/lib/commerce/catalog/products";
import { useScripted } from "@/lib/client/use-scripted";

const SORT_CHOICES: { value: ProductSort | ""; label: string }[] = [
  { value: "", label: "Featured" },
  { value: "price", label: "Price, low to high" },
  { value: "-price", label: "Price, high to low" },
  { value: "name", label: "Name, A to Z" },
  { value: "-created_at", label: "Newest" },
];

/** It keeps the list's other parameters (`keep`, as hidden fields). */
export function SortForm({ action, sort, keep = {} }: { action: string; sort?: string; keep?: Record<string, string> }) {
  const scripted = useScripted();
  return (
    <Form action={action} className="flex items-end gap-2">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="sort" className="block text-sm font-medium">
          Sort by
        </label>
        <select
          id="sort"
          name="sort"
          defaultValue={sort ?? ""}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="mt-1 rounded border border-stone-300 px-2 py-1 text-sm"
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {scripted ? null : (
        <button type="submit" className="rounded border border-stone-300 px-3 py-1 text-sm font-medium hover:bg-stone-100">
          Sort
        </button>
      )}
    </Form>
  );
}
