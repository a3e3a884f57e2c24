"use client";
// A category group (hierarchy) or a category (node): name, web address name (slug), description, and for a category
// its place (sort order, parent). react-hook-form with the API's own attribute schema (categoryFormSchema, built on
// hierarchy-schema.ts, loaded on the form's first check); without JavaScript a plain form post to the same action.
import { useActionState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema, preload } from "@/lib/client/use-schema-check";
import type { CategoryFormValues } from "@/lib/commerce/catalog/category-form";
import type { CategoryFormState } from "./category-form-state";

type Props = {
  action: (state: CategoryFormState, form: FormData) => Promise<CategoryFormState>;
  initial: CategoryFormValues;
  /** Hidden fields the action needs (ids). */
  fields: Record<string, string>;
  /** A prefix for the inputs' ids, so two forms can share a page. */
  idPrefix: string;
  submitLabel: string;
  /** For a category: where it may go ("" is the top of the group). */
  parentChoices?: { id: string; label: string }[];
  /** For a category: show the sort order field. */
  withSortOrder?: boolean;
};

const schema = lazySchema(() => import("@/lib/commerce/catalog/category-form").then((m) => m.categoryFormSchema));
const resolver: Resolver<CategoryFormValues> = lazyZodResolver<CategoryFormValues>(schema);

const inputClass = "mt-1 block w-full rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

export function CategoryForm({ action, initial, fields, idPrefix, submitLabel, parentChoices, withSortOrder }: Props) {
  const [state, formAction, pending] = useActionState(action, { values: initial });
  const { register, handleSubmit, formState, setError } = useForm<CategoryFormValues>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver,
    defaultValues: state.values ?? initial,
  });
  // The values also go into the HTML, so that the form shows them (and posts them) before or without JavaScript.
  const shown = state.values ?? initial;
  useServerFieldErrors(state.fieldErrors, setError);
  const error = (name: keyof CategoryFormValues) => formState.errors[name]?.message ?? state.fieldErrors?.[name];
  const input = (name: keyof CategoryFormValues, hint?: string) => {
    const message = error(name);
    return {
      id: `${idPrefix}-${name}`,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": [hint ? `${idPrefix}-${name}-hint` : "", message ? `${idPrefix}-${name}-error` : ""].filter(Boolean).join(" ") || undefined,
      className: inputClass,
      defaultValue: shown[name],
      ...register(name),
    };
  };
  const errorText = (name: keyof CategoryFormValues) => {
    const message = error(name);
    return message ? (
      <p id={`${idPrefix}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {message}
      </p>
    ) : null;
  };
  return (
    <form action={formAction} noValidate onFocus={() => preload(schema)} onSubmit={submitChecked(handleSubmit, formAction)} className="mt-4 max-w-xl space-y-4">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={`${idPrefix}-name`} className="block font-medium">
          Name
        </label>
        <input type="text" autoComplete="off" {...input("name")} />
        {errorText("name")}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-slug`} className="block font-medium">
          Web address name
        </label>
        <p id={`${idPrefix}-slug-hint`} className="mt-1 text-sm text-stone-600">
          The part of the shop&apos;s address for it, such as &quot;coffee-mugs&quot;: letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;. Leave it empty and it is made from the name.
        </p>
        <input type="text" autoComplete="off" {...input("slug", "hint")} />
        {errorText("slug")}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-description`} className="block font-medium">
          Description <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <textarea rows={2} {...input("description")} />
        {errorText("description")}
      </div>
      {parentChoices ? (
        <div>
          <label htmlFor={`${idPrefix}-parent`} className="block font-medium">
            Inside
          </label>
          <select {...input("parent")}>
            <option value="">Top of the group</option>
            {parentChoices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
          {errorText("parent")}
        </div>
      ) : null}
      {withSortOrder ? (
        <div>
          <label htmlFor={`${idPrefix}-sort_order`} className="block font-medium">
            Sort order <span className="font-normal text-stone-600">(optional)</span>
          </label>
          <p id={`${idPrefix}-sort_order-hint`} className="mt-1 text-sm text-stone-600">
            Higher numbers come first; categories without one come after, the most recently changed first. Move up and Move down set it for you.
          </p>
          <input type="text" inputMode="numeric" autoComplete="off" {...input("sort_order", "hint")} />
          {errorText("sort_order")}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Saving…" : submitLabel}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium">
          {!pending && state.saved ? "Saved." : ""}
          {!pending && state.formError ? <span className="text-red-700">{state.formError}</span> : null}
        </p>
      </div>
    </form>
  );
}
