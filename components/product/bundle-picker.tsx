"use client";
// The picker of a dynamic bundle: every component a fieldset of real checkboxes (one per option, its fixed
// quantity beside it), or of radios when it takes one option (with "None" when it may take none), its min/max in
// words, options beyond its max disabled with the reason, and the live bundle price. What it says of a selection is
// the server's own rule (bundleSelectionProblems, which the API's zod schema is built from), and the price its own
// function (bundlePriceIn): the browser says what the server would say. The selection is a react-hook-form value
// checked with that zod schema (bundleConfigurationSchema, loaded on the picker's first use) as it changes and on
// submit, when focus goes to the first refused component; adding sends what the schema returns, and what the server
// still refuses shows beside its component. What does not change as the shopper chooses (each option's label, each
// component's rule in words) is rendered on the server and passed in.
import { useActionState, useRef, useState, type ReactNode } from "react";
import { useForm, useWatch, type FieldError, type FieldErrors, type Path } from "react-hook-form";
import { addToCartFromForm } from "@/app/(storefront)/cart/actions";
import {
  bundleSelectionProblems,
  choiceOfOne,
  bundlePriceIn,
  orderedComponents,
  selectionRange,
  type BundleComponents,
  type SelectedOptions,
} from "@/lib/commerce/carts/bundle-selection";
import { formatMoney } from "@/lib/commerce/money";
import type { PriceMap } from "@/lib/shared/product-fields";
import { placeErrors } from "@/lib/client/field-errors";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema, preload } from "@/lib/client/use-schema-check";
import { inShopperWords } from "@/lib/client/shopper-words";
import { useScripted } from "@/lib/client/use-scripted";
import { ADD_FORM_FIELDS, NO_ADD_YET, selectionOf } from "@/lib/web/cart-forms";
import { AddButton } from "./add-button";
import { AddOutcome } from "./add-outcome";
import { QuantityField } from "./quantity-field";
import { CHECK_FAILED, useAddItem } from "./use-add-item";

/** What the server renders of a component: its min/max in words, why a further option cannot be chosen, and each option's label. */
export type ComponentText = { range: string; full: string; options: Record<string, ReactNode> };

type Props = {
  bundle: { id: string; name: string; components: BundleComponents; price: PriceMap };
  /** The selection to start from: the options marked default (defaultSelection). */
  initial: SelectedOptions;
  /** Each option product's prices (an auto-priced bundle costs the sum of its options). */
  prices: Record<string, PriceMap>;
  currency: string;
  text: Record<string, ComponentText>;
  /** The option products' names by id. */
  optionNames: Record<string, string>;
  /** Why it cannot be bought at all (no selection can be priced in the currency), when it cannot. */
  unavailable?: string;
};

const SELECTION_SOURCE = "data.bundle_configuration.selected_options";

/** The form's values: the API's `bundle_configuration`. */
type Values = { selected_options: SelectedOptions };

/** Every message at or under a component's place in the form's errors (the component, or one of its options). */
function messagesIn(error: FieldErrors | FieldError | undefined): string[] {
  if (!error || typeof error !== "object") return [];
  const own = typeof error.message === "string" && error.message ? [error.message] : [];
  const nested = Object.entries(error).flatMap(([key, value]) => (key === "message" || key === "type" || key === "ref" || key === "types" ? [] : messagesIn(value as FieldErrors)));
  return [...own, ...nested];
}

/** The selection with `component`'s one choice set to the option (or to none). */
function choose(selection: SelectedOptions, component: string, option?: { id: string; quantity: number }): SelectedOptions {
  return { ...selection, [component]: option ? { [option.id]: option.quantity } : {} };
}

function toggle(selection: SelectedOptions, component: string, optionId: string, quantity: number, on: boolean): SelectedOptions {
  const current = { ...(selection[component] ?? {}) };
  if (on) current[optionId] = quantity;
  else delete current[optionId];
  return { ...selection, [component]: current };
}

export function BundlePicker({ bundle, initial, prices, currency, text, optionNames, unavailable }: Props) {
  // Without JavaScript the picker posts to its Server Action; the page then shows what it answered, with the
  // options the shopper ticked when it was refused.
  const [posted, formAction] = useActionState(addToCartFromForm, NO_ADD_YET);
  const scripted = useScripted();
  const [firstSelection] = useState<SelectedOptions>(() => (posted.chosen && !posted.added ? selectionOf(bundle.components, posted.chosen) : initial));
  // Problems name components and options as the shopper sees them (the rules' own messages name keys and ids).
  const names = {
    components: Object.fromEntries(Object.entries(bundle.components).map(([key, component]) => [key, component.name])),
    products: optionNames,
  };
  const { add, added, errors, pending, showErrors, warmUp, quantityOk, quantity } = useAddItem(bundle.name, names, posted);
  const say = (message: string) => inShopperWords({ status: 400, title: "", detail: message }, names);
  const [schema] = useState(() =>
    lazySchema(() => import("@/lib/commerce/carts/bundle-selection-schema").then((m) => m.bundleConfigurationSchema(bundle))),
  );
  const [resolver] = useState(() => lazyZodResolver<Values>(schema));
  const { handleSubmit, control, formState, getValues, setValue, setError } = useForm<Values>({
    mode: "onTouched",
    defaultValues: { selected_options: firstSelection },
    resolver,
  });
  const selection = useWatch({ control, name: "selected_options" }) ?? firstSelection;
  const formRef = useRef<HTMLFormElement>(null);
  /** Focus on the first option of the first component with a message. */
  const focusFirstRefused = (keys: string[]) => {
    const key = orderedComponents(bundle.components).find(([k]) => keys.includes(k))?.[0];
    if (key) formRef.current?.querySelector<HTMLInputElement>(`[data-testid="component-${key}"] input:not(:disabled)`)?.focus();
  };

  /** A new selection, made from the current one, checked as it changes. */
  const reselect = (next: (current: SelectedOptions) => SelectedOptions) =>
    setValue("selected_options", next(getValues("selected_options")), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  /** A choice of one's radio: the option (or none) replaces what was chosen. */
  const pick = (key: string, option?: { id: string; quantity: number }) => reselect((current) => choose(current, key, option));

  const found = bundleSelectionProblems(bundle.components, selection);
  const problems = [...new Set(found.map((problem) => say(problem.message)))];
  const problemsOf = (key: string) => [...new Set(found.filter((problem) => problem.path[0] === key).map((problem) => say(problem.message)))];

  const unit = bundlePriceIn(bundle, selection, (id) => ({ id, price: prices[id] ?? {} }), currency);
  const price = "missing" in unit ? undefined : unit;
  const priceProblem = price ? undefined : `This selection is not available in ${currency}.`;
  // Without scripts nothing would update these as options are ticked: the post is checked by the server instead.
  const blocked = unavailable ? [unavailable] : scripted ? [...problems, ...(priceProblem ? [priceProblem] : [])] : [];

  return (
    <form
      ref={formRef}
      noValidate
      action={formAction}
      onFocus={() => {
        preload(schema);
        warmUp();
      }}
      aria-label={`Build your ${bundle.name}`}
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        if (!quantityOk() || blocked.length || pending) {
          event.preventDefault();
          return;
        }
        void handleSubmit(
          (checked) =>
            add({ type: "cart_item", id: bundle.id, bundle_configuration: { selected_options: checked.selected_options } }, (all) => {
              const placed = placeErrors(all, SELECTION_SOURCE);
              for (const [key, message] of Object.entries(placed.fields)) setError(`selected_options.${key}` as Path<Values>, { type: "server", message });
              focusFirstRefused(Object.keys(placed.fields));
              return placed.form;
            }),
          (refused) => {
            showErrors([...new Set(messagesIn(refused.selected_options as FieldErrors).map(say))]);
            focusFirstRefused(Object.keys(refused.selected_options ?? {}));
          },
        )(event).catch(() => showErrors([CHECK_FAILED]));
      }}
    >
      <input type="hidden" name={ADD_FORM_FIELDS.product} value={bundle.id} />
      {orderedComponents(bundle.components).map(([key, component]) => {
        const range = selectionRange(component);
        const one = choiceOfOne(component);
        const chosen = Object.keys(selection[key] ?? {}).length;
        const full = chosen >= range.max;
        const messages = [
          ...new Set([
            ...problemsOf(key),
            ...messagesIn(formState.errors.selected_options?.[key] as FieldErrors | undefined).map(say),
            ...(posted.fields[key] ? [posted.fields[key]] : []),
          ]),
        ];
        const hintId = `component-${key}-hint`;
        const reasonId = `component-${key}-full`;
        const errorId = `component-${key}-error`;
        return (
          <fieldset
            key={key}
            className="rounded-lg border border-stone-300 bg-white p-4"
            aria-describedby={messages.length ? `${hintId} ${errorId}` : hintId}
            data-testid={`component-${key}`}
          >
            <legend className="px-1 text-lg font-semibold">{component.name}</legend>
            <p id={hintId} className="text-sm text-stone-600">
              {text[key]?.range}. {chosen} chosen.
            </p>
            <ul className="mt-3 space-y-2">
              {one && range.min === 0 ? (
                <li className="flex items-start gap-3">
                  <input
                    id={`option-${key}-none`}
                    type="radio"
                    name={`${ADD_FORM_FIELDS.bundlePrefix}${key}`}
                    value=""
                    className="mt-1 h-5 w-5 accent-brand-700"
                    checked={chosen === 0}
                    onChange={() => pick(key)}
                  />
                  <label htmlFor={`option-${key}-none`}>None</label>
                </li>
              ) : null}
              {component.options.map((option) => {
                const id = `option-${key}-${option.id}`;
                const isChecked = selection[key]?.[option.id] !== undefined;
                // Without scripts nothing would enable an option again: the server's check refuses too many instead.
                // A choice of one never disables: another radio replaces the choice.
                const disabled = scripted && !one && !isChecked && full;
                return (
                  <li key={option.id} className="flex items-start gap-3">
                    <input
                      id={id}
                      type={one ? "radio" : "checkbox"}
                      name={`${ADD_FORM_FIELDS.bundlePrefix}${key}`}
                      value={option.id}
                      className="mt-1 h-5 w-5 accent-brand-700"
                      checked={isChecked}
                      disabled={disabled}
                      aria-describedby={disabled ? reasonId : undefined}
                      onChange={(event) =>
                        one ? pick(key, option) : reselect((current) => toggle(current, key, option.id, option.quantity, event.target.checked))
                      }
                    />
                    <label htmlFor={id} className={disabled ? "text-stone-500" : ""}>
                      {text[key]?.options[option.id]}
                    </label>
                  </li>
                );
              })}
            </ul>
            {!one && full && chosen < component.options.length ? (
              <p id={reasonId} className="mt-2 text-sm text-stone-700">
                {text[key]?.full}
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
            <span className="font-semibold" data-testid="bundle-price-amount" data-value={price.amount}>
              {formatMoney(price.amount, currency)}
            </span>
          </>
        ) : (
          priceProblem
        )}
      </p>
      <QuantityField {...quantity} />
      <AddButton pending={pending} blocked={blocked} />
      <AddOutcome added={added} errors={errors} />
    </form>
  );
}
