"use client";
// The store's bank account per currency and whether shoppers may pay with the manual gateway themselves: react-hook-form with the
// Server Action's own schema (paymentSettingsSchema, loaded on the form's first check); without JavaScript the form
// posts as a plain form to the same action.
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { BANK_ACCOUNT_FIELDS, BANK_CURRENCIES, type BankCurrency } from "@/lib/commerce/settings/bank-accounts";
import type { PaymentSettingsInput as Values } from "@/lib/commerce/settings/payment-settings-schema";
import { FormField } from "./form-field";
import type { PaymentSettingsState } from "./payment-settings-state";

type Accounts = Record<BankCurrency, Record<string, string>>;

type Props = {
  action: (state: PaymentSettingsState, form: FormData) => Promise<PaymentSettingsState>;
  initial: { bankAccounts: Accounts; manualGatewayEnabled: boolean };
};

const resolver = lazyZodResolver<Values>(lazySchema(() => import("@/lib/commerce/settings/payment-settings-schema").then((m) => m.paymentSettingsSchema)));

const WHERE: Record<BankCurrency, string> = {
  GBP: "Shown to shoppers paying in pounds (a UK bank transfer).",
  EUR: "Shown to shoppers paying in euros (a SEPA transfer).",
  USD: "Shown to shoppers paying in US dollars (an ACH or wire transfer).",
};

export function PaymentSettingsForm({ action, initial }: Props) {
  const [state, formAction, pending] = useActionState(action, { bankAccounts: initial.bankAccounts, manualGatewayEnabled: initial.manualGatewayEnabled });
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver,
    defaultValues: { bank_accounts: initial.bankAccounts as Values["bank_accounts"], manual_gateway_enabled: initial.manualGatewayEnabled },
  });
  useServerFieldErrors(state.fieldErrors, setError);
  const accounts = state.bankAccounts ?? initial.bankAccounts;
  const errorOf = (currency: BankCurrency, key: string) =>
    (formState.errors.bank_accounts?.[currency] as Record<string, { message?: string } | undefined> | undefined)?.[key]?.message ?? state.fieldErrors?.[`bank_accounts.${currency}.${key}`];
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-6 max-w-xl space-y-4">
      <p className="text-sm text-stone-600">
        A shopper paying by bank transfer sees only the account in their order&apos;s currency, with the amount and the
        order number to use as the reference. Leave every field of a currency empty to show none: its shoppers are
        asked to contact you.
      </p>
      {BANK_CURRENCIES.map((currency) => (
        <fieldset key={currency} className="rounded-lg border border-stone-300 p-4" data-testid={`bank-account-${currency}`}>
          <legend className="px-1 font-medium">Bank account for {currency}</legend>
          <p className="text-sm text-stone-600">{WHERE[currency]}</p>
          <div className="mt-2 space-y-3">
            {BANK_ACCOUNT_FIELDS[currency].map((f) => {
              const id = `bank_accounts-${currency}-${f.key}`;
              const error = errorOf(currency, f.key);
              return (
                <FormField
                  key={f.key}
                  id={id}
                  label={f.label}
                  hint={f.hint}
                  error={error}
                  autoComplete="off"
                  spellCheck={false}
                  // In the server's HTML too, for a browser without JavaScript (react-hook-form fills it only once loaded).
                  defaultValue={accounts[currency]?.[f.key] ?? ""}
                  {...register(`bank_accounts.${currency}.${f.key}` as never)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
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
