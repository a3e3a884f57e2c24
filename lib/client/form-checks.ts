// The work of useSchemaCheck once a form is in use, loaded with the form's schema (none of it runs
// before the shopper first focuses or submits the form): a schema's verdict as messages by path, how
// a check of one field changes the messages shown, and which field to focus after a refused submit.
import type { FieldErrors, FormSchema } from "./use-schema-check";

/** Whether the message at `key` concerns the field `name` (the field itself or a part of it). */
const concerns = (key: string, name: string) => key === name || key.startsWith(`${name}.`);

/** The first message at every path, or the parsed values. */
export function judge<Out>(schema: FormSchema<Out>, values: unknown): { data?: Out; messages: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, messages: {} };
  const messages: FieldErrors = {};
  for (const issue of result.error.issues) messages[issue.path.join(".")] ??= issue.message;
  return { messages };
}

/** The messages shown after checking the field `name`: its new ones, and with `clear` none of its old ones. */
export function recheckField(current: FieldErrors, messages: FieldErrors, name: string, clear: boolean): FieldErrors {
  const out = { ...current };
  if (clear) for (const key of Object.keys(out)) if (concerns(key, name)) delete out[key];
  for (const [key, message] of Object.entries(messages)) if (concerns(key, name)) out[key] = message;
  return out;
}

/** The first field of `form` that a message concerns. */
export function firstRefused(form: HTMLFormElement | null | undefined, messages: FieldErrors): HTMLElement | undefined {
  const refused = Object.keys(messages);
  return Array.from(form?.elements ?? []).find((element) => {
    const name = (element as HTMLInputElement).name;
    return name && refused.some((key) => concerns(key, name) || concerns(name, key));
  }) as HTMLElement | undefined;
}
