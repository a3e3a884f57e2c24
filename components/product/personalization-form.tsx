"use client";
// The personalisation form of a product with `custom_inputs`, built from its definitions: each
// input labelled with its `name`, required ones marked, a live count against its max_length. The zod
// schema is the server's own (customInputsSchema), so the form refuses what the API would refuse,
// in the same words; what the server still refuses is shown beside the field it names.
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
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
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(keys.map((key) => [key, ""])),
    mode: "onTouched",
  });
  const [quantity, setQuantity] = useState("1");
  const [quantityError, setQuantityError] = useState<string>();
  const { add, added, errors: formErrors, pending, showErrors } = useAddItem(product.name);
  const values = useWatch({ control });

  const onSubmit = handleSubmit(
    async (customInputs) => {
      const problem = quantityProblem(quantity);
      setQuantityError(problem);
      if (problem || unavailable || pending) return;
      const ok = await add(
        { type: "cart_item", id: product.id, quantity: Number(quantity), custom_inputs: customInputs },
        (all) => {
          const placed = placeErrors(all, "data.custom_inputs");
          for (const [field, message] of Object.entries(placed.fields)) {
            if (keys.includes(field)) setError(field, { type: "server", message }, { shouldFocus: true });
          }
          return all.filter((e) => {
            const field = e.source?.startsWith("data.custom_inputs.") ? e.source.slice("data.custom_inputs.".length) : undefined;
            return !(field && keys.includes(field));
          });
        },
      );
      if (ok) reset();
    },
    () => {
      setQuantityError(quantityProblem(quantity));
      showErrors([]);
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Personalise and add ${product.name}`} className="mt-6 space-y-5">
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold">Personalise it</legend>
        <p className="text-sm text-stone-600">Required fields are marked with an asterisk (*).</p>
        {Object.entries(definitions).map(([key, definition]) => {
          const max = maxLengthOf(definition);
          const length = String(values[key] ?? "").length;
          const error = errors[key]?.message;
          const id = `input-${key}`;
          const describedBy = [`${id}-count`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
          const common = {
            id,
            "aria-invalid": error ? true : undefined,
            "aria-required": definition.required ? true : undefined,
            "aria-describedby": describedBy,
            className: "mt-1 w-full rounded-md border border-stone-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700",
            ...register(key),
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
              {max > MULTILINE_FROM ? <textarea rows={3} {...common} /> : <input type="text" autoComplete="off" {...common} />}
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
