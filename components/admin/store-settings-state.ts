import type { HeroImageShown, HomePageFields } from "@/lib/commerce/settings/home-page-schema";

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

/** The store details form's fields, by their form names (store-details-schema.ts). */
export type StoreDetailsFields = {
  store_name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  postcode: string;
  region: string;
  country: string;
  contact_email: string;
  phone: string;
  time_zone: string;
  order_number_prefix: string;
};

/** What saving the store details answers the form (the values as typed, or as stored once saved). */
export type StoreDetailsState = {
  values: StoreDetailsFields;
  saved?: boolean;
  /** The form-wide refusal, when the form could not be read. */
  error?: string;
  fieldErrors?: Partial<Record<keyof StoreDetailsFields, string>>;
};

/** What saving one policy answers its form. */
export type PolicyState = {
  slug: string;
  title: string;
  body: string;
  saved?: boolean;
  fieldErrors?: { title?: string; body?: string };
  error?: string;
};

/** What saving the home page answers its form (the values as typed, or as stored once saved; the image kept now). */
export type HomePageState = {
  values: HomePageFields;
  image: HeroImageShown | null;
  saved?: boolean;
  /** The form-wide refusal, when no field is to blame. */
  error?: string;
  fieldErrors?: Partial<Record<string, string>>;
};
