// What the product page's variation picker shows: for each option, where choosing it leads and, when it cannot be
// chosen, why (the rules are optionState and chosenChild in variation-matrix.ts).
import type { VariationChoice } from "./catalog-page-read";
import { chosenChild, optionState } from "./variation-matrix";

export type PickerModel = {
  variations: { id: string; name: string; options: { id: string; name: string; href: string; disabledReason?: string }[] }[];
  selected: Record<string, string>;
  /** The child the selection names, when it names one. */
  child?: VariationChoice["children"][number];
};

/** The selection a request names: the child's options on a child's page, else `?{variation id}={option id}`. */
export function selectionOf(choice: VariationChoice, childOptionIds: readonly string[] | undefined, search: Record<string, string | string[] | undefined>): Record<string, string> {
  const selected: Record<string, string> = {};
  for (const variation of choice.meta.variations) {
    const fromChild = variation.options.find((option) => childOptionIds?.includes(option.id));
    const asked = search[variation.id];
    const fromQuery = typeof asked === "string" ? variation.options.find((option) => option.id === asked) : undefined;
    const option = fromChild ?? fromQuery;
    if (option) selected[variation.id] = option.id;
  }
  return selected;
}

export function pickerModel(choice: VariationChoice, selected: Record<string, string>): PickerModel {
  const { variations } = choice.meta;
  const name = new Map(variations.flatMap((v) => v.options.map((o) => [o.id, o.name])));
  const hrefOf = (selection: Record<string, string>) => {
    const child = chosenChild(choice.children, variations, selection);
    if (child) return `/products/${child.slug}`;
    return `/products/${choice.base.slug}?${new URLSearchParams(selection)}`;
  };
  return {
    selected,
    child: chosenChild(choice.children, variations, selected),
    variations: variations.map((variation) => ({
      id: variation.id,
      name: variation.name,
      options: variation.options.map((option) => {
        const state = optionState(choice.children, selected, variation.id, option.id);
        const others = Object.entries(selected).filter(([v]) => v !== variation.id).map(([, o]) => name.get(o));
        const disabledReason = state === "not-made" ? `not made${others.length ? ` in ${others.join(", ")}` : ""}` : state === "sold-out" ? "sold out" : undefined;
        return { id: option.id, name: option.name, href: hrefOf({ ...selected, [variation.id]: option.id }), ...(disabledReason ? { disabledReason } : {}) };
      }),
    })),
  };
}
