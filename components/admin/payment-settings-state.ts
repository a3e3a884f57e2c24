import type { BankCurrency } from "@/lib/commerce/settings/bank-accounts";

/** What saving the payment settings answers the form. */
export type PaymentSettingsState = {
  /** Each currency's account fields, as saved (or as typed, when refused). */
  bankAccounts?: Record<BankCurrency, Record<string, string>>;
  manualGatewayEnabled?: boolean;
  saved?: boolean;
  /** By field path: `bank_accounts.GBP.sort_code`, `manual_gateway_enabled`. */
  fieldErrors?: Partial<Record<string, string>>;
};
