"use client";
// The personalisation form of a product with `custom_inputs`, built from its definitions: each
// input labelled with its `name`, required ones marked, a live count against its max_length. The zod
// schema is the server's own (customInputsSchema), so the form refuses what the API would refuse,
// in the same words; what the server still refuses is shown beside the field it names. Fields are
// checked when left and, once checked, as they change; all of them on submit. (Plain React state:
// react-hook-form would add 15 kB gzip to the product page for three text fields.)
import { useMemo, useRef, useState } from "react";
import { customInputsSchema, maxLengthOf, type CustomInputDefinitions } from "@/lib/commerce/carts/custom-inputs";
import { placeErrors } from "@/lib/client/field-errors";
import { AddButton } from "./add-button";
import { AddOutcome } from "./add-outcome";
import { QuantityField, quantityProblem } from "./quantity-field";
import { useAddItem } from "./use-add-item";

type Props = {
  product: { id: string; name: string };
  definitions: CustomInputDefinitions;
  unavailable?: string;
};

/** Long inputs get a text area. */
const MULTILINE_FROM = 60;

export function PersonalizationForm({ product, definitions, unavailable }: Props) {
  const schema = useMemo(() => customInputsSchema({ customInputs: definitions }), [definitions]);
  const keys = Object.keys(definitions);
  const empty = () => Object.fromEntries(keys.map((key) => [key, ""]));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<Set<string>>(() => new Set());
  const fields = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});
  const [quantity, setQuantity] = useState("1");
  const [quantityError, setQuantityError] = useState<string>();
  const { add, added, errors: formErrors, pending, showErrors } = useAddItem(product.name);

  /** The schema's verdict on these values: the first message of each field, or the parsed inputs. */
  function judge(next: Record<string, string>) {
    const result = schema.safeParse(next);
    if (result.success) return { ok: true as const, data: result.data, messages: {} as Record<string, string> };
    const messages: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      messages[key] ??= issue.message;
    }
    return { ok: false as const, messages };
  }

  /**
   * Re-judges some fields. Leaving a field only adds errors, it never clears one: a message that
   * vanished on blur would move the add button from under the pointer that is clicking it.
   */
  function recheck(next: Record<string, string>, only: Set<string>, options: { clear: boolean }) {
    const { messages } = judge(next);
    setErrors((current) => {
      const out = { ...current };
      for (const key of only) {
        if (messages[key]) out[key] = messages[key];
        else if (options.clear) delete out[key];
      }
      return out;
    });
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problem = quantityProblem(quantity);
    setQuantityError(problem);
    const verdict = judge(values);
    setChecked(new Set(keys));
    setErrors(verdict.messages);
    if (!verdict.ok) {
      showErrors([]);
      const first = keys.find((key) => verdict.messages[key]);
      if (first) fields.current[first]?.focus();
      return;
    }
    if (problem || unavailable || pending) return;
    const ok = await add({ type: "cart_item", id: product.id, quantity: Number(quantity), custom_inputs: verdict.data }, (all) => {
      const placed = placeErrors(all, "data.custom_inputs");
      const mine = Object.fromEntries(Object.entries(placed.fields).filter(([field]) => keys.includes(field)));
      setErrors(mine);
      const first = keys.find((key) => mine[key]);
      if (first) fields.current[first]?.focus();
      return all.filter((e) => {
        const field = e.source?.startsWith("data.custom_inputs.") ? e.source.slice("data.custom_inputs.".length) : undefined;
        return !(field && keys.includes(field));
      });
    });
    if (ok) {
      setValues(empty());
      setChecked(new Set());
      setErrors({});
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Personalise and add ${product.name}`} className="mt-6 space-y-5">
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Personalise it</legend>
        <p className="text-sm text-stone-600">Required fields are marked with an asterisk (*).</p>
        {Object.entries(definitions).map(([key, definition]) => {
          const max = maxLengthOf(definition);
          const length = (values[key] ?? "").length;
          const error = errors[key];
          const id = `input-${key}`;
          const describedBy = [`${id}-count`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
          const common = {
            id,
            name: key,
            value: values[key] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-required": definition.required ? true : undefined,
            "aria-describedby": describedBy,
            className: "mt-1 w-full rounded-md border border-stone-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700",
            onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
              const next = { ...values, [key]: event.target.value };
              setValues(next);
              if (checked.has(key)) recheck(next, new Set([key]), { clear: true });
            },
            onBlur: () => {
              setChecked((current) => new Set(current).add(key));
              recheck(values, new Set([key]), { clear: false });
            },
          };
          return (
            <div key={key}>
              <label htmlFor={id} className="block text-sm font-medium">
                {definition.name || key}
                {definition.required ? (
                  <>
                    <span aria-hidden="true" className="text-red-700">
                      {" "}
                      *
                    </span>
                    <span className="sr-only"> (required)</span>
                  </>
                ) : (
                  <span className="font-normal text-stone-600"> (optional)</span>
                )}
              </label>
              {max > MULTILINE_FROM ? (
                <textarea rows={3} ref={(element) => void (fields.current[key] = element)} {...common} />
              ) : (
                <input type="text" autoComplete="off" ref={(element) => void (fields.current[key] = element)} {...common} />
              )}
              <p
                id={`${id}-count`}
                data-testid={`${key}-count`}
                className={`mt-1 text-sm ${length > max ? "font-medium text-red-700" : "text-stone-600"}`}
              >
                {length} of {max} characters
                {length > max ? ` (${length - max} too many)` : ""}
              </p>
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`${key}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <QuantityField value={quantity} onChange={setQuantity} error={quantityError} />
      <AddButton pending={pending} blocked={unavailable ? [unavailable] : []} />
      <AddOutcome added={added} errors={formErrors} />
    </form>
  );
}
