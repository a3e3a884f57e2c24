/** What saving the payment settings answers the form. */
export type PaymentSettingsState = {
  bankDetails?: string;
  manualGatewayEnabled?: boolean;
  saved?: boolean;
  fieldErrors?: { bank_details?: string; manual_gateway_enabled?: string };
};
