/** What saving the self sign-up setting answers the form. */
export type SelfSignupState = { enabled: boolean; saved?: boolean };

/** What saving the e-mail sender answers the form. */
export type EmailSenderState = {
  senderName: string;
  senderAddress: string;
  /** The From header in use after the save. */
  from?: string;
  saved?: boolean;
  fieldErrors?: { sender_name?: string; sender_address?: string };
};

/** What saving the unpaid order settings answers the form (the values as typed, or as stored once saved). */
export type UnpaidOrdersState = {
  unpaidOrderDays: string;
  unpaidOrdersPerShopper: string;
  saved?: boolean;
  fieldErrors?: { unpaid_order_days?: string; unpaid_orders_per_shopper?: string };
};
