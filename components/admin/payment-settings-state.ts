/** What saving the payment settings answers the form. */
export type PaymentSettingsState = {
  bankDetails?: string;
  saved?: boolean;
  fieldErrors?: { bank_details?: string };
};
