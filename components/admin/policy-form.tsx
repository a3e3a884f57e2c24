"use client";
// One policy page's title and text (docs/admin.md "Policy pages"): a plain form posting to its Server Action, which
// judges it with policy-schema.ts; without JavaScript it posts and the page answers the same. Leaving the text empty
// hides the policy from shoppers.
import { useActionState } from "react";
import { FieldLabel, describedBy } from "@/components/ui/field-label";
import { POLICY_BODY_MAX, POLICY_TITLE_MAX } from "@/lib/commerce/settings/policy-schema";
import type { PolicyState } from "./store-settings-state";

type Props = { action: (state: PolicyState, form: FormData) => Promise<PolicyState>; initial: PolicyState };

const control = "mt-1 block w-full rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";
const BODY_HINT = "Plain text: a blank line starts a new paragraph, a line starting “## ” is a heading and lines starting “- ” make a list. Leave it empty to hide this policy from shoppers.";

export function PolicyForm({ action, initial }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  const id = (field: string) => `${initial.slug}-${field}`;
  const errors = state.fieldErrors ?? {};
  return (
    <>
      <form key={`${state.title}\n${state.body}`} action={formAction} noValidate className="mt-3 space-y-4" data-testid={`policy-form-${initial.slug}`}>
        <input type="hidden" name="slug" value={initial.slug} />
        <div>
          <FieldLabel id={id("title")} label="Title" />
          <input
            id={id("title")}
            name="title"
            type="text"
            maxLength={POLICY_TITLE_MAX}
            defaultValue={state.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy(id("title"), undefined, errors.title)}
            className={`${control} max-w-md`}
          />
          {errors.title ? (
            <p id={`${id("title")}-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.title}
            </p>
          ) : null}
        </div>
        <div>
          <FieldLabel id={id("body")} label="Text" hint={BODY_HINT} />
          <textarea
            id={id("body")}
            name="body"
            rows={8}
            maxLength={POLICY_BODY_MAX}
            defaultValue={state.body}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={describedBy(id("body"), BODY_HINT, errors.body)}
            className={control}
          />
          {errors.body ? (
            <p id={`${id("body")}-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.body}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Saving…" : `Save ${initial.title.toLowerCase()}`}
        </button>
      </form>
      <p role="status" aria-live="polite" className={`mt-2 text-sm font-medium ${state.error || state.fieldErrors ? "text-red-700" : ""}`} data-testid={`policy-status-${initial.slug}`}>
        {pending
          ? ""
          : state.saved
            ? state.body
              ? `Saved. Shoppers can read it at /policies/${state.slug}.`
              : "Saved. With no text it is hidden from shoppers."
            : (state.error ?? (state.fieldErrors ? "Nothing was saved: correct the fields marked." : ""))}
      </p>
    </>
  );
}
