"use client";
// A customer, new or changed: react-hook-form with the Server Action's own schema (customerFormSchema, loaded on the
// form's first check); without JavaScript the form posts as a plain form to the same action. The e-mail is fixed
// (shown, not typed) for a customer with an account: it is how they sign in.
import { submitChecked } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { CUSTOMER_NOTES_MAX } from "@/lib/commerce/customers/customer-schema";
import { describedBy, FieldLabel } from "@/components/ui/field-label";
import { FormField } from "./form-field";
import { SaveRow } from "./save-row";
import { useRecordForm } from "./use-record-form";
import type { RecordFormState } from "./record-form-state";

type Props = {
  action: (state: RecordFormState, form: FormData) => Promise<RecordFormState>;
  /** The customer being changed; absent for a new one. */
  customerId?: string;
  /** The e-mail may not be changed (the customer has an account). */
  emailFixed?: boolean;
  initial: Record<string, string>;
  submit: string;
};

const resolver = lazyZodResolver<Record<string, string>>(lazySchema(() => import("@/lib/commerce/customers/customer-schema").then((m) => m.customerFormSchema)));

export function CustomerForm({ action, customerId, emailFixed, initial, submit }: Props) {
  const { state, formAction, pending, register, handleSubmit, error } = useRecordForm(action, initial, resolver);
  const notesHint = `For the staff only; the customer never sees them. Up to ${CUSTOMER_NOTES_MAX} characters.`;
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-4 max-w-2xl space-y-5" data-testid="customer-form">
      {customerId ? <input type="hidden" name="id" value={customerId} /> : null}
      <FormField id="customer-name" label="Name" autoComplete="off" error={error("name")} {...register("name")} />
      {emailFixed ? (
        <div>
          <input type="hidden" {...register("email")} />
          <p className="font-medium">E-mail</p>
          <p className="break-words text-stone-700">{initial.email}</p>
          <p className="text-sm text-stone-600">This customer signs in with it, so it is not changed here.</p>
        </div>
      ) : (
        <FormField id="customer-email" label="E-mail" type="email" autoComplete="off" error={error("email")} {...register("email")} />
      )}
      <FormField id="customer-phone" label="Phone (optional)" type="tel" autoComplete="off" error={error("phone")} {...register("phone")} />
      <div>
        <FieldLabel id="customer-notes" label="Notes (optional)" hint={notesHint} />
        <textarea
          id="customer-notes"
          rows={4}
          aria-invalid={error("notes") ? true : undefined}
          aria-describedby={describedBy("customer-notes", notesHint, error("notes"))}
          className="mt-1 block w-full rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
          {...register("notes")}
        />
        {error("notes") ? (
          <p id="customer-notes-error" className="mt-1 text-sm font-medium text-red-700">
            {error("notes")}
          </p>
        ) : null}
      </div>
      <SaveRow label={submit} pending={pending} error={state.error} hasFieldErrors={Boolean(state.fieldErrors)} testId="customer-form-status" />
    </form>
  );
}
