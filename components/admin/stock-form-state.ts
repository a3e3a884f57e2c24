/** What a stock form's action answers the form (useActionState): saved, or what it refused and where. */
export type StockFormState = {
  saved?: string;
  /** A refusal that belongs to no one field (not enough units available to take away). */
  error?: string;
  fieldErrors?: Record<string, string | undefined>;
  values?: Record<string, string>;
};
