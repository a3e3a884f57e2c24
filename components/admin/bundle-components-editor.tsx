"use client";
// A bundle's components on /admin/products/{id}/bundle: each component a fieldset (its name, the least and the most
// a shopper chooses, its options: a product, its quantity, whether it is chosen at the start). react-hook-form with
// the action's own schema (bundle-components-schema.ts, loaded on the form's first check); without JavaScript the form posts the
// components it shows to the same action (adding and removing rows needs JavaScript).
import { useActionState, useEffect } from "react";
import { useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { useScripted } from "@/lib/client/use-scripted";
import type { BundleFormValues as Values } from "@/lib/commerce/catalog/bundle-components-schema";
import { typedNumber, typedNumberOrNull } from "@/lib/commerce/catalog/typed-number";
import type { OptionChoice } from "@/lib/commerce/catalog/admin-bundles";
import type { BundleFormState } from "./bundle-form-state";
import { SubmitAndStatus } from "./submit-and-status";

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/catalog/bundle-components-schema").then((m) => m.bundleFormSchema)));

type Props = {
  productId: string;
  action: (state: BundleFormState, form: FormData) => Promise<BundleFormState>;
  initial: Values;
  choices: OptionChoice[];
};

/** The message at a dotted path of the form's errors. */
function messageAt(errors: FieldErrors<Values>, path: string): string | undefined {
  let at: unknown = errors;
  for (const part of path.split(".")) at = (at as Record<string, unknown> | undefined)?.[part];
  const node = at as { message?: string; root?: { message?: string } } | undefined;
  return node?.message ?? node?.root?.message;
}

const input = "mt-1 block w-full rounded border border-stone-500 bg-white px-2 py-1.5 aria-[invalid=true]:border-red-700";
const smallButton = "rounded border border-stone-400 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-stone-100";

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: (describedBy: string | undefined) => React.ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Options({ index, control, register, errorAt, choices, scripted }: {
  index: number;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errorAt: (path: string) => string | undefined;
  choices: OptionChoice[];
  scripted: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: `components.${index}.options`, keyName: "fieldKey" });
  const listError = errorAt(`components.${index}.options`);
  return (
    <div className="mt-4">
      <p className="font-medium">Options</p>
      {listError ? <p className="mt-1 text-sm font-medium text-red-700">{listError}</p> : null}
      <ol className="mt-2 space-y-3">
        {fields.map((field, j) => {
          const base = `components.${index}.options.${j}` as const;
          const id = `c${index}-o${j}`;
          return (
            <li key={field.fieldKey} className="grid grid-cols-1 gap-3 rounded border border-stone-200 p-3 sm:grid-cols-[1fr_7rem_auto_auto] sm:items-end" data-testid="bundle-option">
              <Field id={`${id}-product`} label={`Option ${j + 1}: product`} error={errorAt(`${base}.id`)}>
                {(describedBy) => (
                  <select id={`${id}-product`} defaultValue={field.id} aria-describedby={describedBy} aria-invalid={errorAt(`${base}.id`) ? true : undefined} className={input} {...register(`${base}.id`)}>
                    <option value="">Choose a product</option>
                    {choices.map((choice) => (
                      <option key={choice.id} value={choice.id}>
                        {choice.name} ({choice.sku}){choice.status === "draft" ? " – draft" : ""}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`${id}-quantity`} label="Quantity" error={errorAt(`${base}.quantity`)}>
                {(describedBy) => (
                  <input
                    id={`${id}-quantity`}
                    type="text"
                    defaultValue={field.quantity}
                    inputMode="numeric"
                    aria-describedby={describedBy}
                    aria-invalid={errorAt(`${base}.quantity`) ? true : undefined}
                    className={input}
                    {...register(`${base}.quantity`, { setValueAs: typedNumber })}
                  />
                )}
              </Field>
              <div>
                <div className="flex items-center gap-2 py-2">
                  <input id={`${id}-default`} type="checkbox" defaultChecked={field.default} className="h-4 w-4 accent-brand-700" aria-describedby={errorAt(`${base}.default`) ? `${id}-default-error` : undefined} {...register(`${base}.default`)} />
                  <label htmlFor={`${id}-default`} className="text-sm">
                    Chosen at the start
                  </label>
                </div>
                {errorAt(`${base}.default`) ? (
                  <p id={`${id}-default-error`} className="text-sm font-medium text-red-700">
                    {errorAt(`${base}.default`)}
                  </p>
                ) : null}
              </div>
              {scripted ? (
                <button type="button" className={smallButton} onClick={() => remove(j)} aria-label={`Remove option ${j + 1}`}>
                  Remove
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {scripted ? (
        <button type="button" className={`mt-3 ${smallButton}`} onClick={() => append({ id: "", type: "product", quantity: 1, default: false })}>
          Add an option
        </button>
      ) : null}
    </div>
  );
}

export function BundleComponentsEditor({ productId, action, initial, choices }: Props) {
  const [state, formAction, pending] = useActionState(action, { values: initial });
  const scripted = useScripted();
  const { register, handleSubmit, formState, setError, control, reset } = useForm<Values>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver,
    defaultValues: state.values,
  });
  const { fields, append, remove } = useFieldArray({ control, name: "components", keyName: "fieldKey" });
  useServerFieldErrors(state.fieldErrors, setError);
  // Saved: the form shows the components as stored (a new component now has its key).
  useEffect(() => {
    if (state.saved) reset(state.values);
  }, [state, reset]);
  const errorAt = (path: string) => messageAt(formState.errors, path) ?? state.fieldErrors?.[path];
  const listError = errorAt("components");
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-6 space-y-6" aria-label="Bundle components">
      <input type="hidden" name="product_id" value={productId} />
      {listError ? <p className="font-medium text-red-700">{listError}</p> : null}
      {fields.map((field, i) => {
        const base = `components.${i}` as const;
        return (
          <fieldset key={field.fieldKey} className="min-w-0 rounded-lg border border-stone-300 bg-white p-4" data-testid="bundle-component">
            <legend className="px-1 text-lg font-semibold">Component {i + 1}</legend>
            <input type="hidden" defaultValue={field.key} {...register(`${base}.key`)} />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_8rem_8rem]">
              <Field id={`c${i}-name`} label="Name shoppers see" hint="Such as “Choose a mug”." error={errorAt(`${base}.name`)}>
                {(describedBy) => <input id={`c${i}-name`} type="text" defaultValue={field.name} aria-describedby={describedBy} aria-invalid={errorAt(`${base}.name`) ? true : undefined} className={input} {...register(`${base}.name`)} />}
              </Field>
              <Field id={`c${i}-min`} label="Choose at least" hint="Empty: 1." error={errorAt(`${base}.min`)}>
                {(describedBy) => (
                  <input id={`c${i}-min`} type="text" inputMode="numeric" defaultValue={field.min ?? ""} aria-describedby={describedBy} aria-invalid={errorAt(`${base}.min`) ? true : undefined} className={input} {...register(`${base}.min`, { setValueAs: typedNumberOrNull })} />
                )}
              </Field>
              <Field id={`c${i}-max`} label="Choose at most" hint="Empty: all options." error={errorAt(`${base}.max`)}>
                {(describedBy) => (
                  <input id={`c${i}-max`} type="text" inputMode="numeric" defaultValue={field.max ?? ""} aria-describedby={describedBy} aria-invalid={errorAt(`${base}.max`) ? true : undefined} className={input} {...register(`${base}.max`, { setValueAs: typedNumberOrNull })} />
                )}
              </Field>
            </div>
            <Options index={i} control={control} register={register} errorAt={errorAt} choices={choices} scripted={scripted} />
            {scripted ? (
              <button type="button" className={`mt-4 ${smallButton}`} onClick={() => remove(i)}>
                Remove component {i + 1}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {scripted ? (
        <button type="button" className={smallButton} onClick={() => append({ key: "", name: "", min: null, max: null, options: [{ id: "", type: "product", quantity: 1, default: false }] })}>
          Add a component
        </button>
      ) : null}
      <SubmitAndStatus pending={pending} button="Save bundle" done={state.saved} error={state.error} testId="bundle-status" />
    </form>
  );
}
