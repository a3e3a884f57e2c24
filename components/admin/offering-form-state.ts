/** What saving an offering form answers: the values as sent, and what was refused, or what was saved. */
export type OfferingFormState = {
  values: Record<string, string>;
  done?: string;
  fieldErrors?: Partial<Record<string, string>>;
  formError?: string;
};
