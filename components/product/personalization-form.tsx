"use client";
// The form of a product that is not a bundle: a quantity and the add button, and for a product with
// `custom_inputs` its personalisation, built from the definitions: each input labelled with its
// `name`, required ones marked, a live count against its max_length. react-hook-form checks it with the
// server's own zod schema (customInputsSchema, loaded on the form's first use) when a field is left and then
// as it changes, and focuses the first refused field on submit: the form refuses what the API would refuse, in
// the same words; what the server still refuses is shown beside the field it names.
import { useActionState, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { addToCartFromForm } from "@/app/(storefront)/cart/actions";
import type { CustomInputDefinitions } from "@/lib/commerce/carts/custom-input-definitions";
import { placeErrors } from "@/lib/client/field-errors";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema, preload } from "@/lib/client/use-schema-check";
import { ADD_FORM_FIELDS, NO_ADD_YET } from "@/lib/web/cart-forms";
import { AddButton } from "./add-button";
import { AddOutcome } from "./add-outcome";
import { QuantityField } from "./quantity-field";
import { CHECK_FAILED, useAddItem } from "./use-add-item";

type Props = {
  product: { id: string; name: string };
  /** The product's custom_inputs, when it takes any. */
  definitions?: CustomInputDefinitions;
  /** Each input's label (rendered on the server: CustomInputLabel) and longest text (maxLengthOf). */
  inputs?: Record<string, { label: ReactNode; max: number }>;
  unavailable?: string;
};

/** Long inputs get a text area. */
const MULTILINE_FROM = 60;

export function PersonalizationForm({ product, definitions = {}, inputs = {}, unavailable }: Props) {
  const [schema] = useState(() =>
    lazySchema(() => import("@/lib/commerce/carts/custom-inputs").then((m) => m.customInputsSchema({ customInputs: definitions }))),
  );
  // Without JavaScript the form posts to its Server Action; the page then shows what it answered.
  const [posted, formAction] = useActionState(addToCartFromForm, NO_ADD_YET);
  const keys = Object.keys(definitions);
  const empty = () => Object.fromEntries(keys.map((key) => [key, ""]));
  const { register, handleSubmit, control, formState, setError, setFocus, reset } = useForm<Record<string, string>>({
    mode: "onTouched",
    shouldFocusError: true,
    defaultValues: posted.added ? empty() : { ...empty(), ...posted.values },
    resolver: lazyZodResolver(schema),
  });
  const values = useWatch({ control }) as Record<string, string | undefined>;
  const errors = formState.errors;
  const { add, added, errors: formErrors, pending, showErrors, warmUp, quantityOk, quantity } = useAddItem(product.name, {}, posted);

  async function send(customInputs: Record<string, string> | undefined) {
    const quantityFine = quantityOk();
    if (!quantityFine || unavailable || pending) return;
    const ok = await add({ type: "cart_item", id: product.id, custom_inputs: customInputs }, (all) => {
      const placed = placeErrors(all, "data.custom_inputs");
      const mine = keys.filter((key) => placed.fields[key]);
      for (const [field, message] of Object.entries(placed.fields)) if (!keys.includes(field)) placed.form.push(message);
      for (const key of mine) setError(key, { type: "server", message: placed.fields[key] });
      if (mine[0]) setFocus(mine[0]);
      return placed.form;
    });
    if (ok) reset(empty());
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!keys.length) {
      event.preventDefault();
      void send(undefined);
      return;
    }
    void handleSubmit(
      (valid) => send(valid),
      () => {
        // The refused fields say why beside them; the quantity is checked too, so both show at once.
        quantityOk();
        showErrors([]);
      },
    )(event).catch(() => showErrors([CHECK_FAILED]));
  };

  return (
    <form
      noValidate
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => {
        if (keys.length) preload(schema);
        warmUp();
      }}
      aria-label={keys.length ? `Personalise and add ${product.name}` : `Add ${product.name} to your cart`}
      className="mt-6 space-y-5"
    >
      <input type="hidden" name={ADD_FORM_FIELDS.product} value={product.id} />
      {keys.length ? (
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold">Personalise it</legend>
          <p className="text-sm text-stone-600">Required fields are marked with an asterisk (*).</p>
          {Object.entries(definitions).map(([key, definition]) => {
            const { label, max } = inputs[key];
            const length = (values[key] ?? "").length;
            // The browser's check, else what the form's plain post was refused for (until the field is touched).
            const error = errors[key]?.message ?? (formState.touchedFields[key] ? undefined : posted.fields[key]);
            const id = `input-${key}`;
            const describedBy = `${id}-count${error ? ` ${id}-error` : ""}`;
            const common = {
              id,
              ...register(key),
              // Rendered into the page, so that a page without scripts keeps what its refused post held.
              defaultValue: posted.added ? "" : (posted.values?.[key] ?? ""),
              "aria-invalid": error ? true : undefined,
              "aria-required": definition.required ? true : undefined,
              "aria-describedby": describedBy,
              className: "mt-1 w-full rounded-md border border-stone-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700",
            };
            return (
              <div key={key}>
                <label htmlFor={id} className="block text-sm font-medium">
                  {label}
                </label>
                {max > MULTILINE_FROM ? (
                  <textarea rows={3} {...common} />
                ) : (
                  <input type="text" autoComplete="off" {...common} />
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
      ) : null}
      <QuantityField {...quantity} />
      <AddButton pending={pending} blocked={unavailable ? [unavailable] : []} />
      <AddOutcome added={added} errors={formErrors} />
    </form>
  );
}
