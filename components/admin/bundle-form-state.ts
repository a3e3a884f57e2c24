import type { BundleFormValues } from "@/lib/commerce/catalog/bundle-components-schema";

/** What saving a bundle's components answers the form (useActionState). */
export type BundleFormState = {
  saved?: string;
  /** A refusal of the whole form (an option that needs personalisation, a product gone). */
  error?: string;
  /** Messages by field name (`components.0.options.1.quantity`). */
  fieldErrors?: Record<string, string>;
  values: BundleFormValues;
};
