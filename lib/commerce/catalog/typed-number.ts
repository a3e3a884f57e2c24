// A number as a form's field holds it (text) read as the form's schema takes it: the bundle form reads its fields
// so in the browser (react-hook-form's setValueAs) and on the server (a posted form), alike. No zod: the form's
// first load takes this module, and zod only comes with its first check.

/** A typed number of a form: empty is none. */
export const typedNumberOrNull = (value: unknown): number | null => (typeof value === "number" ? value : String(value ?? "").trim() === "" ? null : Number(value));

/** A typed whole number (empty is 0, which the schema refuses where it must be 1 or more). */
export const typedNumber = (value: unknown): number => (typeof value === "number" ? value : Number(String(value ?? "").trim() || 0));
