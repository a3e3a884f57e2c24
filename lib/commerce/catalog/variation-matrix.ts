// Variations → child products (EP's "build child products"): one child per combination of one option of each
// variation attached to a base product, and the `variation_matrix` a storefront walks to find the child of a
// choice. Variations and options are ordered as EP orders them: highest sort_order first, then by name.

export type VariationOption = { id: string; name: string; description?: string; sortOrder: number | null };
export type Variation = { id: string; name: string; sortOrder: number | null; options: VariationOption[] };

/** EP's order: descending sort_order, those without one after, then by name (a stable order for equal ones). */
export function bySortOrder<T extends { name: string; sortOrder: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    if (a.sortOrder !== b.sortOrder) {
      if (a.sortOrder === null) return 1;
      if (b.sortOrder === null) return -1;
      return b.sortOrder - a.sortOrder;
    }
    return a.name.localeCompare(b.name);
  });
}

/** The variations in EP's order, each with its options in EP's order. */
export function orderedVariations(variations: readonly Variation[]): Variation[] {
  return bySortOrder(variations).map((variation) => ({ ...variation, options: bySortOrder(variation.options) }));
}

/** Every combination of one option of each variation (in variation order); none when a variation has no option. */
export function optionCombinations(variations: readonly Variation[]): string[][] {
  return orderedVariations(variations).reduce<string[][]>(
    (combinations, variation) => combinations.flatMap((combination) => variation.options.map((option) => [...combination, option.id])),
    variations.length ? [[]] : [],
  );
}

/** A combination's identity, whatever order its option ids come in. */
export const combinationKey = (optionIds: readonly string[]) => [...optionIds].sort().join("|");

export type VariationMatrix = { [optionId: string]: VariationMatrix | string };

/** EP's `variation_matrix`: option id of the first variation → … → option id of the last → child product id.
 * Combinations without a child (not built, or not live) are left out. */
export function variationMatrix(variations: readonly Variation[], children: readonly { id: string; optionIds: readonly string[] }[]): VariationMatrix {
  const childByKey = new Map(children.map((child) => [combinationKey(child.optionIds), child.id]));
  const matrix: VariationMatrix = {};
  for (const combination of optionCombinations(variations)) {
    const childId = childByKey.get(combinationKey(combination));
    if (!childId) continue;
    let level = matrix;
    combination.forEach((optionId, index) => {
      if (index === combination.length - 1) level[optionId] = childId;
      else level = (level[optionId] ??= {}) as VariationMatrix;
    });
  }
  return matrix;
}

/** The SKU and slug suffix of a child: its options' names, in variation order, as slug words. */
export function childSuffix(optionNames: readonly string[]): string {
  return optionNames
    .map((name) =>
      name
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean)
    .join("-");
}

// ---- what the catalog says of a product's variations ----

export type VariationMeta =
  | { kind: "parent"; variations: Variation[]; matrix: VariationMatrix; childIds: string[] }
  | { kind: "child"; baseProductId: string; variations: Variation[]; optionIds: string[] };

const optionShape = (option: Variation["options"][number]) => ({ id: option.id, name: option.name, description: option.description ?? "", sort_order: option.sortOrder });

/** EP's `meta.variations` of a base product. */
export function variationsMeta(own: Variation[]) {
  return own.map((variation) => ({ id: variation.id, name: variation.name, sort_order: variation.sortOrder, options: variation.options.map(optionShape) }));
}

/** EP's `meta.child_variations` of a child: each variation with the option this child has. */
export function childVariationsMeta(own: Variation[], optionIds: readonly string[]) {
  return own.flatMap((variation) => {
    const option = variation.options.find((o) => optionIds.includes(o.id));
    return option ? [{ id: variation.id, name: variation.name, sort_order: variation.sortOrder, option: optionShape(option) }] : [];
  });
}


// ---- the storefront's picker ----

export type PickerChild = { id: string; optionIds: readonly string[]; available?: number };
export type OptionState = "available" | "not-made" | "sold-out";

/** Whether choosing `optionId` for `variationId`, with the other variations as `selected`, leads to a child that
 * exists and can be bought: a combination no child has is "not-made", one whose children are all out of stock
 * "sold-out" (stock undefined: the store does not count it, so it never runs out). */
export function optionState(children: readonly PickerChild[], selected: Readonly<Record<string, string>>, variationId: string, optionId: string): OptionState {
  const wanted = Object.entries({ ...selected, [variationId]: optionId }).map(([, id]) => id);
  const matching = children.filter((child) => wanted.every((id) => child.optionIds.includes(id)));
  if (matching.length === 0) return "not-made";
  return matching.some((child) => child.available === undefined || child.available > 0) ? "available" : "sold-out";
}

/** The child a full selection names, if any. */
export function chosenChild<T extends PickerChild>(children: readonly T[], variations: readonly Variation[], selected: Readonly<Record<string, string>>): T | undefined {
  if (variations.some((variation) => !selected[variation.id])) return undefined;
  const key = combinationKey(variations.map((variation) => selected[variation.id]));
  return children.find((child) => combinationKey(child.optionIds) === key);
}
