import type { CategoryFormValues } from "@/lib/commerce/catalog/category-form";

/** What saving a category (a group or a category in it) answers the form. */
export type CategoryFormState = {
  values?: CategoryFormValues;
  saved?: boolean;
  fieldErrors?: Partial<Record<string, string>>;
  formError?: string;
};
