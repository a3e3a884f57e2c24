// What a record form's Server Action (a shipping method, a tax rate, a currency) does around its one domain call:
// reads the form's typed values, answers a schema's refusals beside their fields, and a domain's refusal beside the
// field its source names (else above the form). The answer is the form's state (components/admin/record-form-state.ts).
import { ApiError } from "@/lib/commerce/errors";

type FormState = { values: Record<string, string>; fieldErrors?: Record<string, string | undefined>; error?: string };

/** The form's text fields as typed (not the framework's own "$" fields). */
export const typedFormValues = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form].filter(([name, value]) => typeof value === "string" && !name.startsWith("$")).map(([name, value]) => [name, String(value)]));

/** One text field as typed ("" when absent, or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A schema's issues as each field's first message. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}

/** A refusal of the domain as the form's state: beside the field its source names ("data.code" is "code"), else above. */
export function refusalState(values: Record<string, string>, error: unknown): FormState {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const first = error.errors[0];
  const field = first?.source?.replace(/^data\./, "");
  return field ? { values, fieldErrors: { [field]: first.detail ?? first.title } } : { values, error: first?.detail ?? error.message };
}
