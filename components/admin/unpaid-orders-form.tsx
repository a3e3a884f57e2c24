"use client";
// How long the shop waits for the money of an order paid outside it, and how many unpaid orders one shopper may have
// open: react-hook-form with the Server Action's own schema (loaded on the form's first check); without JavaScript
// the form posts as a plain form to the same action.
import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { submitChecked, useServerFieldErrors } from "@/components/forms/submit-checked";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { lazySchema } from "@/lib/client/use-schema-check";
import { UNPAID_ORDER_DAYS, UNPAID_ORDERS_PER_SHOPPER } from "@/lib/commerce/settings/unpaid-order-settings-schema";
import { FormField } from "./form-field";
import type { UnpaidOrdersState } from "./store-settings-state";

type Values = { unpaid_order_days: string; unpaid_orders_per_shopper: string };

type Props = { action: (state: UnpaidOrdersState, form: FormData) => Promise<UnpaidOrdersState>; initial: UnpaidOrdersState };

const resolver = lazyZodResolver<Values>(
  lazySchema(() => import("@/lib/commerce/settings/unpaid-order-settings-schema").then((m) => m.unpaidOrderSettingsSchema)),
);

const DAYS_HINT =
  "An order the shopper said they would pay by bank transfer or on delivery keeps its items set aside for this many days. " +
  `If it is still unpaid after that, it is cancelled, its items go back on sale, and the shopper is told by e-mail. From ${UNPAID_ORDER_DAYS.min} to ${UNPAID_ORDER_DAYS.max} days.`;
const PER_SHOPPER_HINT =
  "A shopper who already has this many orders waiting for payment, from the same internet address or with the same e-mail address, " +
  `is asked to pay for one before placing another. Orders you place for a shopper are not counted. From ${UNPAID_ORDERS_PER_SHOPPER.min} to ${UNPAID_ORDERS_PER_SHOPPER.max}.`;

export function UnpaidOrdersForm({ action, initial }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    mode: "onTouched",
    shouldFocusError: true,
    resolver,
    defaultValues: { unpaid_order_days: initial.unpaidOrderDays, unpaid_orders_per_shopper: initial.unpaidOrdersPerShopper },
  });
  useServerFieldErrors(state.fieldErrors, setError);
  const daysError = formState.errors.unpaid_order_days?.message ?? state.fieldErrors?.unpaid_order_days;
  const perShopperError = formState.errors.unpaid_orders_per_shopper?.message ?? state.fieldErrors?.unpaid_orders_per_shopper;
  return (
    <form action={formAction} noValidate onSubmit={submitChecked(handleSubmit, formAction)} className="mt-3 space-y-4">
      <FormField
        id="unpaid_order_days"
        label="Days to wait for a payment"
        hint={DAYS_HINT}
        error={daysError}
        type="number"
        inputMode="numeric"
        min={UNPAID_ORDER_DAYS.min}
        max={UNPAID_ORDER_DAYS.max}
        {...register("unpaid_order_days")}
      />
      <FormField
        id="unpaid_orders_per_shopper"
        label="Unpaid orders one shopper may have at once"
        hint={PER_SHOPPER_HINT}
        error={perShopperError}
        type="number"
        inputMode="numeric"
        min={UNPAID_ORDERS_PER_SHOPPER.min}
        max={UNPAID_ORDERS_PER_SHOPPER.max}
        {...register("unpaid_orders_per_shopper")}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
          {pending ? "Saving…" : "Save unpaid order settings"}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="unpaid-orders-status">
          {state.saved && !pending
            ? `Saved. Unpaid orders are cancelled after ${state.unpaidOrderDays} ${state.unpaidOrderDays === "1" ? "day" : "days"}; a shopper may have ${state.unpaidOrdersPerShopper} at once.`
            : ""}
        </p>
      </div>
    </form>
  );
}
