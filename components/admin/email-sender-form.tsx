"use client";
// Who the store's e-mail comes from: react-hook-form with the Server Action's own schema (emailSenderSchema, loaded
// on the form's first check); without JavaScript the form posts as a plain form to the same action.
import { useActionState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { SENDER_NAME_MAX, type EmailSenderValues as Values } from "@/lib/commerce/settings/email-sender-schema";
import type { EmailSenderState } from "./store-settings-state";

type Props = {
  action: (state: EmailSenderState, form: FormData) => Promise<EmailSenderState>;
  initial: EmailSenderState;
  /** The From used while none is stored (the environment's, else the default). */
  fallback: string;
};

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/settings/email-sender-schema").then((m) => m.emailSenderSchema)));

const inputClass = "mt-1 block w-full max-w-md rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

type Described = { "aria-invalid": true | undefined; "aria-describedby": string };

/** A labelled input with its hint, and its error while there is one (tied to the input). */
function Field({ id, label, hint, error, children }: { id: string; label: string; hint: ReactNode; error?: string; children: (described: Described) => ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {hint}
      </p>
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-hint ${id}-error` : `${id}-hint` })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function EmailSenderForm({ action, initial, fallback }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver,
    defaultValues: { sender_name: initial.senderName, sender_address: initial.senderAddress },
  });
  useServerFieldErrors(state.fieldErrors, setError);
  const nameError = formState.errors.sender_name?.message ?? state.fieldErrors?.sender_name;
  const addressError = formState.errors.sender_address?.message ?? state.fieldErrors?.sender_address;
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-3 space-y-4">
      <Field id="sender_name" label="Sender name" error={nameError} hint={<>What shoppers see as who the e-mail is from, such as your shop&apos;s name. Up to {SENDER_NAME_MAX} characters.</>}>
        {(described) => <input id="sender_name" type="text" autoComplete="organization" maxLength={SENDER_NAME_MAX} {...described} className={inputClass} {...register("sender_name")} />}
      </Field>
      <Field
        id="sender_address"
        label="Sender e-mail address"
        error={addressError}
        hint={
          <>
            The address order confirmations, shipping and refund notices, password resets and invoices come from; replies
            go to it. Leave both empty to use <span className="break-words">{fallback}</span>.
          </>
        }
      >
        {(described) => <input id="sender_address" type="email" autoComplete="email" {...described} className={inputClass} {...register("sender_address")} />}
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Saving…" : "Save e-mail sender"}
        </button>
        <p role="status" aria-live="polite" className="min-w-0 break-words text-sm font-medium" data-testid="email-sender-status">
          {state.saved && !pending ? `Saved. E-mail now comes from ${state.from}.` : ""}
        </p>
      </div>
    </form>
  );
}
