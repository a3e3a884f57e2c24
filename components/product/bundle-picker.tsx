"use client";
// The picker of a dynamic bundle: every component a fieldset of real checkboxes (one per option,
// its fixed quantity beside it), its min/max in words, options beyond its max disabled with the
// reason, and the live bundle price. What it says of a selection is the server's own rule
// (bundleSelectionProblems, which the API's zod schema is built from), and the price its own
// function (bundleUnitPrice): the browser says what the server would say. Adding checks the
// selection with that zod schema (loaded on the picker's first use) and sends what it returns.
import { useState } from "react";
import {
  bundleSelectionProblems,
  bundleUnitPrice,
  defaultSelection,
  orderedComponents,
  selectionRange,
  type BundleComponents,
  type SelectedOptions,
} from "@/lib/commerce/carts/bundle-selection";
import { formatMoney } from "@/lib/commerce/money";
import type { PriceMap } from "@/lib/storage/schema";
import { placeErrors } from "@/lib/client/field-errors";
import { lazySchema, preload } from "@/lib/client/use-schema-check";
import { AddButton } from "./add-button";
import { AddOutcome } from "./add-outcome";
import { QuantityField, quantityProblem } from "./quantity-field";
import { atMostReason, selectionRangeInWords } from "./selection-in-words";
import { useAddItem } from "./use-add-item";

export type BundleOption = { name: string; price: PriceMap };

type Props = {
  bundle: { id: string; name: string; components: BundleComponents; price: PriceMap };
  options: Record<string, BundleOption>;
  currency: string;
};

const SELECTION_SOURCE = "data.bundle_configuration.selected_options";

function toggle(selection: SelectedOptions, component: string, optionId: string, quantity: number, on: boolean): SelectedOptions {
  const current = { ...(selection[component] ?? {}) };
  if (on) current[optionId] = quantity;
  else delete current[optionId];
  return { ...selection, [component]: current };
}

export function BundlePicker({ bundle, options, currency }: Props) {
  const [selection, setSelection] = useState<SelectedOptions>(() => defaultSelection(bundle));
  const [quantity, setQuantity] = useState("1");
  const [quantityError, setQuantityError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { add, added, errors, pending, showErrors } = useAddItem(bundle.name);
  const [schema] = useState(() =>
    lazySchema(() => import("@/lib/commerce/carts/bundle-selection-schema").then((m) => m.bundleSelectionSchema(bundle))),
  );

  const found = bundleSelectionProblems(bundle.components, selection);
  const problems = [...new Set(found.map((problem) => problem.message))];
  const problemsOf = (key: string) => found.filter((problem) => problem.path[0] === key).map((problem) => problem.message);

  let price: string | undefined;
  let amount: number | undefined;
  let priceProblem: string | undefined;
  try {
    const unit = bundleUnitPrice(bundle, selection, (id) => ({ id, price: options[id]?.price ?? {} }), currency);
    amount = unit.amount;
    price = formatMoney(unit.amount, currency);
  } catch {
    priceProblem = `This selection is not available in ${currency}.`;
  }
  const blocked = [...problems, ...(priceProblem ? [priceProblem] : [])];

  return (
    <form
      noValidate
      onFocus={() => preload(schema)}
      aria-label={`Build your ${bundle.name}`}
      className="mt-6 space-y-6"
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = quantityProblem(quantity);
        setQuantityError(problem);
        if (problem || blocked.length || pending) return;
        setServerErrors({});
        let checked;
        try {
          checked = (await schema()).safeParse(selection);
        } catch {
          showErrors(["Your selection could not be checked. Check your connection and try again."]);
          return;
        }
        if (!checked.success) {
          showErrors([...new Set(checked.error.issues.map((issue) => issue.message))]);
          return;
        }
        await add(
          { type: "cart_item", id: bundle.id, quantity: Number(quantity), bundle_configuration: { selected_options: checked.data } },
          (all) => {
            const placed = placeErrors(all, SELECTION_SOURCE);
            setServerErrors(placed.fields);
            return all.filter((e) => !e.source?.startsWith(`${SELECTION_SOURCE}.`) || !placed.fields[e.source.slice(SELECTION_SOURCE.length + 1).split(/[.[]/)[0]]);
          },
        );
      }}
    >
      {orderedComponents(bundle.components).map(([key, component]) => {
        const range = selectionRange(component);
        const chosen = Object.keys(selection[key] ?? {}).length;
        const full = chosen >= range.max;
        const messages = [...problemsOf(key), ...(serverErrors[key] ? [serverErrors[key]] : [])];
        const hintId = `component-${key}-hint`;
        const reasonId = `component-${key}-full`;
        const errorId = `component-${key}-error`;
        return (
          <fieldset
            key={key}
            className="rounded-lg border border-stone-300 bg-white p-4"
            aria-describedby={[hintId, messages.length ? errorId : ""].filter(Boolean).join(" ")}
            data-testid={`component-${key}`}
          >
            <legend className="px-1 text-lg font-semibold">{component.name}</legend>
            <p id={hintId} className="text-sm text-stone-600">
              {selectionRangeInWords(range)}. {chosen} chosen.
            </p>
            <ul className="mt-3 space-y-2">
              {component.options.map((option) => {
                const id = `option-${key}-${option.id}`;
                const isChecked = selection[key]?.[option.id] !== undefined;
                const disabled = !isChecked && full;
                const product = options[option.id];
                const each = product?.price[currency];
                return (
                  <li key={option.id} className="flex items-start gap-3">
                    <input
                      id={id}
                      type="checkbox"
                      className="mt-1 h-5 w-5 accent-brand-700"
                      checked={isChecked}
                      disabled={disabled}
                      aria-describedby={disabled ? reasonId : undefined}
                      onChange={(event) => setSelection((s) => toggle(s, key, option.id, option.quantity, event.target.checked))}
                    />
                    <label htmlFor={id} className={disabled ? "text-stone-500" : ""}>
                      <span className="font-medium">
                        {option.quantity > 1 ? `${option.quantity} × ` : ""}
                        {product?.name ?? "Unknown product"}
                      </span>{" "}
                      <span className="text-sm text-stone-600">
                        {each ? `${formatMoney(each.amount, currency)}${option.quantity > 1 ? " each" : ""}` : `not available in ${currency}`}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {full && chosen < component.options.length ? (
              <p id={reasonId} className="mt-2 text-sm text-stone-700">
                {atMostReason(component.name, range.max)}
              </p>
            ) : null}
            {messages.length ? (
              <div id={errorId} className="mt-2 text-sm font-medium text-red-700">
                {messages.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            ) : null}
          </fieldset>
        );
      })}

      <p className="text-lg" aria-live="polite" data-testid="bundle-price">
        {price ? (
          <>
            Bundle price:{" "}
            <span className="font-semibold" data-testid="bundle-price-amount" data-value={amount}>
              {price}
            </span>
          </>
        ) : (
          priceProblem
        )}
      </p>
      <QuantityField value={quantity} onChange={setQuantity} error={quantityError} />
      <AddButton pending={pending} blocked={blocked} />
      <AddOutcome added={added} errors={errors} />
    </form>
  );
}
