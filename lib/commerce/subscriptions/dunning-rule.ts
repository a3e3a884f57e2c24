// What a dunning rule may hold (EP: "Dunning rules must use a `fixed` strategy"): payments retried every
// `payment_retry_interval` `payment_retry_unit`s (1 day when not given, EP's own schedule without a rule), up to
// `payment_retries_limit` times, then `action`. `backoff` and `tiered`, and the multiplier only they use, are
// refused with 400 naming the field. A change is merged with the rule as it is (null resets interval or unit), then
// checked as a whole.
import { ApiError } from "../errors";
import type { DunningRuleChange, DunningRuleInput } from "./schemas";

export type DunningRule = {
  paymentRetryType: "fixed";
  paymentRetryInterval: number;
  paymentRetryUnit: "day" | "week";
  paymentRetriesLimit: number;
  action: DunningRuleInput["action"];
  isDefault: boolean;
};

const refuse = (field: string, detail: string, value: unknown) =>
  new ApiError({ status: 400, title: "Validation Error", detail, source: `data.attributes.${field}`, meta: { value } });

/** The rule a create's attributes make, or the refusal. */
export function dunningRuleOf(input: DunningRuleInput): DunningRule {
  if (input.payment_retry_type !== "fixed") throw refuse("payment_retry_type", "Dunning rules use the fixed strategy.", input.payment_retry_type);
  if (input.payment_retry_multiplier !== undefined) {
    throw refuse("payment_retry_multiplier", "A fixed schedule has no multiplier.", input.payment_retry_multiplier);
  }
  return {
    paymentRetryType: "fixed",
    paymentRetryInterval: input.payment_retry_interval ?? 1,
    paymentRetryUnit: input.payment_retry_unit ?? "day",
    paymentRetriesLimit: input.payment_retries_limit,
    action: input.action,
    isDefault: input.default ?? false,
  };
}

/** The rule after a change to `stored`, or the refusal. */
export function changedDunningRule(stored: DunningRule, change: DunningRuleChange): DunningRule {
  return dunningRuleOf({
    payment_retry_type: change.payment_retry_type ?? stored.paymentRetryType,
    payment_retry_interval: change.payment_retry_interval === null ? undefined : (change.payment_retry_interval ?? stored.paymentRetryInterval),
    payment_retry_unit: change.payment_retry_unit === null ? undefined : (change.payment_retry_unit ?? stored.paymentRetryUnit),
    payment_retry_multiplier: change.payment_retry_multiplier ?? undefined,
    payment_retries_limit: change.payment_retries_limit ?? stored.paymentRetriesLimit,
    action: change.action ?? stored.action,
    default: change.default ?? stored.isDefault,
  });
}
