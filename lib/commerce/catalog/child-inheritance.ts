// What a child product (one combination of its base product's variations) inherits from its base: the
// personalisation (custom_inputs), the description, the main image and the tax settings (whether each price
// includes tax), as EP's children inherit the base product's attributes. A child holds its own copy, written when
// it is built; a later change of the base reaches every child still holding what the base held before (it did not
// override it) and leaves a child that holds something else (its own) alone. Price amounts, name, SKU, slug,
// status and stock are the child's own from the start. docs/catalog.md "Variations and child products".
import type { ProductRow } from "@/lib/storage/catalog/product-rows";
import type { PriceMap } from "@/lib/shared/product-fields";

/** The fields a child takes from its base. */
export type Inherited = Pick<ProductRow, "description" | "customInputs" | "image" | "mainImageId">;

/** What a new child copies from its base (its price, amounts and tax settings, is copied apart: planBuild). */
export function inheritedFrom(base: Inherited): Inherited {
  return { description: base.description, customInputs: base.customInputs, image: base.image, mainImageId: base.mainImageId };
}

/** JSON compared by value, whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

type Parent = Inherited & Pick<ProductRow, "price">;

/** Each price of the child whose "includes tax" was the base's before takes the base's new one. */
function inheritedTax(before: PriceMap, after: PriceMap, child: PriceMap): PriceMap | undefined {
  let changed = false;
  const price = { ...child };
  for (const [currency, own] of Object.entries(child)) {
    const was = before[currency]?.includes_tax;
    const now = after[currency]?.includes_tax;
    if (was === undefined || now === undefined || was === now || own.includes_tax !== was) continue;
    price[currency] = { ...own, includes_tax: now };
    changed = true;
  }
  return changed ? price : undefined;
}

/**
 * What a change of the base (`before` → `after`) changes in one child: each inherited field the child still holds
 * as the base held it before. Undefined when nothing (the child overrides all that changed).
 */
export function inheritedChanges(before: Parent, after: Parent, child: Parent): Partial<Inherited & Pick<ProductRow, "price">> | undefined {
  const changes: Partial<Inherited & Pick<ProductRow, "price">> = {};
  if (before.description !== after.description && child.description === before.description) changes.description = after.description;
  if (!same(before.customInputs, after.customInputs) && same(child.customInputs, before.customInputs)) changes.customInputs = after.customInputs;
  const imageOf = (row: Inherited) => ({ id: row.mainImageId, image: row.image });
  if (!same(imageOf(before), imageOf(after)) && same(imageOf(child), imageOf(before))) {
    changes.image = after.image;
    changes.mainImageId = after.mainImageId;
  }
  const price = inheritedTax(before.price, after.price, child.price);
  if (price) changes.price = price;
  return Object.keys(changes).length ? changes : undefined;
}
