// The store details form's schema (docs/admin.md "Store details"): the shop's name, address and contact, its time
// zone and its order-number prefix. Apart from the storage, so the form and the Server Action judge alike.
import { z } from "zod";
import { isIsoCountry } from "../checkout/iso-countries";
import { isTimeZone } from "../time-zone";

export const STORE_TEXT_MAX = 200;
export const ORDER_PREFIX_MAX = 10;
/** Letters, digits, '-' and '#', at most ten ("CW-", "#"); empty prints the bare number. */
export const ORDER_PREFIX_PATTERN = /^[A-Za-z0-9#-]{0,10}$/;

/** One line of text: no line breaks or other control characters. */
const line = (label: string, required = false) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .max(STORE_TEXT_MAX, `Keep the ${label} to ${STORE_TEXT_MAX} characters.`)
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), `The ${label} can only hold one line of text.`)
    .refine((text) => !required || text !== "", `Enter the ${label}.`);

export const storeDetailsSchema = z.object({
  store_name: line("store name", true),
  address_line_1: line("first address line"),
  address_line_2: line("second address line"),
  city: line("town or city"),
  postcode: line("postcode"),
  region: line("county, state or region"),
  country: z
    .string({ error: "Choose a country." })
    .trim()
    .refine((code) => code === "" || isIsoCountry(code), "Choose a country from the list."),
  contact_email: z
    .string({ error: "Enter the contact e-mail address." })
    .trim()
    .max(254, "An e-mail address has at most 254 characters.")
    .refine((text) => text === "" || z.email().safeParse(text).success, "Enter an e-mail address such as shop@example.com, or leave it empty."),
  phone: line("phone number").refine((text) => text === "" || /^[0-9+()\-. ]{4,30}$/.test(text), "Enter a phone number of digits, spaces, +, ( ) and -, or leave it empty."),
  time_zone: z.string({ error: "Choose a time zone." }).refine(isTimeZone, "Choose a time zone from the list, such as Europe/London."),
  order_number_prefix: z
    .string({ error: "Enter the order-number prefix." })
    .trim()
    .refine((text) => ORDER_PREFIX_PATTERN.test(text), `Use at most ${ORDER_PREFIX_MAX} letters, digits, '-' or '#', such as CW- or #.`),
});
export type StoreDetailsValues = z.output<typeof storeDetailsSchema>;
