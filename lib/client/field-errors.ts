// Where an API refusal belongs on a form: an error whose `source` names a field under `prefix`
// (`data.custom_inputs.engraving` under `data.custom_inputs`) goes beside that field; the rest go
// to the form as a whole.
import type { ApiErrorObject } from "./types";

export type PlacedErrors = { fields: Record<string, string>; form: string[] };

export function placeErrors(errors: ApiErrorObject[], prefix: string): PlacedErrors {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const error of errors) {
    const message = error.detail || error.title;
    const source = error.source ?? "";
    if (source.startsWith(`${prefix}.`)) {
      const field = source.slice(prefix.length + 1).split(/[.[]/)[0];
      if (field) {
        fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
        continue;
      }
    }
    if (!form.includes(message)) form.push(message);
  }
  return { fields, form };
}
