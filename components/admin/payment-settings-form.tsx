"use client";
// The store's bank details: react-hook-form with the Server Action's own schema (paymentSettingsSchema, loaded on
// the form's first check); without JavaScript the form posts as a plain form to the same action.
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { BANK_DETAILS_MAX, type PaymentSettingsValues as Values } from "@/lib/commerce/settings/payment-settings-schema";
import type { PaymentSettingsState } from "./payment-settings-state";

type Props = {
  action: (state: PaymentSettingsState, form: FormData) => Promise<PaymentSettingsState>;
  initial: string;
};

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/settings/payment-settings-schema").then((m) => m.paymentSettingsSchema)));

export function PaymentSettingsForm({ action, initial }: Props) {
  const [state, formAction, pending] = useActionState(action, { bankDetails: initial });
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver,
    defaultValues: { bank_details: initial },
  });
  useServerFieldErrors(state.fieldErrors, setError);
  const error = formState.errors.bank_details?.message ?? state.fieldErrors?.bank_details;
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-6 max-w-xl space-y-4">
      <div>
        <label htmlFor="bank_details" className="block font-medium">
          Bank details
        </label>
        <p id="bank_details-hint" className="mt-1 text-sm text-stone-600">
          Shown to a shopper whose order waits for payment, with the amount and the order number to use as the
          reference. Up to {BANK_DETAILS_MAX} characters; line breaks are kept. Leave empty to show none.
        </p>
        <textarea
          id="bank_details"
          rows={6}
          maxLength={BANK_DETAILS_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "bank_details-hint bank_details-error" : "bank_details-hint"}
          className="mt-2 block w-full rounded border border-stone-500 bg-white px-3 py-2 font-mono text-sm aria-[invalid=true]:border-red-700"
          {...register("bank_details")}
        />
        {error && (
          <p id="bank_details-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex items-center gap-4">
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Saving…" : "Save payment settings"}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="payment-settings-status">
          {state.saved && !pending ? "Saved." : ""}
        </p>
      </div>
    </form>
  );
}
