"use client";
// The store's bank details and whether shoppers may pay with the manual gateway themselves: react-hook-form with the
// Server Action's own schema (paymentSettingsSchema, loaded on the form's first check); without JavaScript the form
// posts as a plain form to the same action.
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { BANK_DETAILS_MAX, type PaymentSettingsValues as Values } from "@/lib/commerce/settings/payment-settings-schema";
import type { PaymentSettingsState } from "./payment-settings-state";

type Props = {
  action: (state: PaymentSettingsState, form: FormData) => Promise<PaymentSettingsState>;
  initial: { bankDetails: string; manualGatewayEnabled: boolean };
};

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/settings/payment-settings-schema").then((m) => m.paymentSettingsSchema)));

export function PaymentSettingsForm({ action, initial }: Props) {
  const [state, formAction, pending] = useActionState(action, { bankDetails: initial.bankDetails, manualGatewayEnabled: initial.manualGatewayEnabled });
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver,
    defaultValues: { bank_details: initial.bankDetails, manual_gateway_enabled: initial.manualGatewayEnabled },
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
          // In the server's HTML too, for a browser without JavaScript (react-hook-form fills it only once loaded).
          defaultValue={state.bankDetails}
          {...register("bank_details")}
        />
        {error && (
          <p id="bank_details-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex items-start gap-3">
        <input
          id="manual_gateway_enabled"
          type="checkbox"
          role="switch"
          aria-describedby="manual_gateway_enabled-hint"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          defaultChecked={state.manualGatewayEnabled}
          {...register("manual_gateway_enabled")}
        />
        <div>
          <label htmlFor="manual_gateway_enabled" className="font-medium">
            Shoppers may mark their own orders paid (the manual gateway)
          </label>
          <p id="manual_gateway_enabled-hint" className="text-sm text-stone-600">
            On: shoppers and API clients with a shopper&apos;s token may mark their own orders as paid by manual
            payment, with no money checked. Elastic Path&apos;s own storefront pays this way, so it needs this on.
            Off: only you can record a manual payment (on the order&apos;s page, or through the API with the
            store&apos;s client credentials); this shop&apos;s checkout still lets shoppers choose to pay on delivery
            or by bank transfer, and their orders wait for you to record the money. Turn off unless you confirm every
            manual payment yourself.
          </p>
        </div>
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
