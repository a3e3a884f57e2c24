/** What saving a shipping method or a tax rate answers its form when it is refused: the values as typed, and why. */
export type RecordFormState = {
  values: Record<string, string>;
  fieldErrors?: Record<string, string | undefined>;
  /** A refusal that names no field (the record was deleted meanwhile). */
  error?: string;
};
