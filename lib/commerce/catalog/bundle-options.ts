// A bundle's options take no personalisation: a product that needs inputs (a required custom input) cannot be an
// option of a bundle, because a bundle's line carries one selection and no inputs for its options, and the order
// would go through without them. Administrators are refused when they make such a bundle, or give a bundle
// option a required input; an add of an older bundle whose selection names one is refused too.
// docs/catalog.md "Bundles and personalisation".
import { productStore } from "@/lib/storage/catalog/product-store";
import type { BundleComponent, CustomInputDefinition } from "@/lib/shared/product-fields";
import { ApiError } from "../errors";

/** Whether a product's inputs include a required one (the rule's TypeScript home). */
export const needsInputs = (customInputs: Record<string, CustomInputDefinition> | null | undefined) =>
  Object.values(customInputs ?? {}).some((definition) => definition.required === true);

export const optionNeedsInputs = (names: string[], source: string) =>
  new ApiError({
    status: 422,
    title: "Bundle option needs personalisation",
    detail: `${names.join(", ")} ${names.length === 1 ? "needs" : "need"} personalisation, which a bundle cannot collect for its options: choose options without required inputs.`,
    source,
    meta: { names },
  });

/** Refuses a bundle whose options include a product with a required input. */
export async function checkBundleOptions(components: Record<string, BundleComponent> | null | undefined, source = "data.attributes.components") {
  const ids = [...new Set(Object.values(components ?? {}).flatMap((component) => component.options.map((option) => option.id)))];
  if (ids.length === 0) return;
  const rows = await productStore.inputsOf(ids);
  const needing = rows.filter((row) => needsInputs(row.customInputs)).map((row) => row.name);
  if (needing.length) throw optionNeedsInputs(needing, source);
}

/** Refuses giving a required input to a product that is an option of a bundle. */
export async function checkNotABundleOption(productId: string, customInputs: Record<string, CustomInputDefinition> | null | undefined) {
  if (!needsInputs(customInputs)) return;
  const bundles = await productStore.bundlesWithOption(productId);
  if (bundles.length) {
    throw new ApiError({
      status: 422,
      title: "Bundle option needs personalisation",
      detail: `This product is an option of ${bundles.join(", ")}, which cannot collect personalisation for it: a required input cannot be added while it is.`,
      source: "data.attributes.custom_inputs",
    });
  }
}

