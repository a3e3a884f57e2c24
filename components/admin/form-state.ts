/** What a small admin form's action answers it (useActionState): done, or what it refused and where. */
export type AdminFormState = {
  ok?: string;
  /** A refusal that belongs to no one field. */
  error?: string;
  fieldErrors?: Record<string, string>;
  /** What was typed, given back when refused (so a page without JavaScript shows it again). */
  values?: Record<string, string>;
};
