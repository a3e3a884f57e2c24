import type { PromotionFormValues } from "@/lib/commerce/promotions/promotion-form";

/** What saving a promotion answers the form: the values as sent, and what was refused, or that it was saved. */
export type PromotionFormState = {
  values?: PromotionFormValues;
  saved?: boolean;
  fieldErrors?: Partial<Record<string, string>>;
  formError?: string;
};
