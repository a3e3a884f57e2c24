// The zod schema of a bundle's `bundle_configuration.selected_options`, for the API's add-to-cart
// request: a map of components to maps of options, judged by the rule of bundle-selection.ts (each
// problem a 422 `Invalid bundle configuration` at its component or option), with keys put in a
// stable order. The storefront's bundle picker checks its selection with it before adding.
import { z } from "zod";
import { bundleComponents, bundleSelectionProblems, INVALID_BUNDLE, type BundleProduct, type SelectedOptions } from "./bundle-selection";

/** The zod schema of a bundle's `selected_options` (output: the selection with keys in a stable order). */
export function bundleSelectionSchema(product: BundleProduct) {
  const components = bundleComponents(product) ?? {};
  return z
    .record(z.string(), z.record(z.string(), z.unknown()))
    .superRefine((selected, ctx) => {
      for (const { path, message } of bundleSelectionProblems(components, selected)) {
        ctx.addIssue({ code: "custom", message, path, params: { title: INVALID_BUNDLE, status: 422 } });
      }
    })
    .transform((selected): SelectedOptions => {
      const out: SelectedOptions = {};
      for (const key of Object.keys(selected).sort()) {
        const options: Record<string, number> = {};
        for (const id of Object.keys(selected[key]).sort()) options[id] = selected[key][id] as number;
        if (Object.keys(options).length) out[key] = options;
      }
      return out;
    });
}

/** A cart item's `bundle_configuration` with the selection judged as above: the bundle picker's form values. */
export const bundleConfigurationSchema = (product: BundleProduct) => z.object({ selected_options: bundleSelectionSchema(product) });
