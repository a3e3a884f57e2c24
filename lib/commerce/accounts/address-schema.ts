// An account address as a shopper writes it: the checkout's address fields (orders/checkout-schema.ts) and
// a name for it ("Home", "Work"). The one schema behind the API's account addresses and the storefront's
// address book form, so both refuse the same input with the same words.
import { z } from "zod";
import { addressSchema, checkAddressRegion } from "../orders/checkout-schema";

export const addressFieldsSchema = addressSchema.omit({ line_3: true }).extend({
  name: z.string().trim().max(255, "At most 255 characters").optional(),
});

export type AddressFields = z.output<typeof addressFieldsSchema>;

/** The storefront's address book form: a US or Canadian address names its state or province (checkout needs it). */
export const addressBookSchema = addressFieldsSchema.superRefine((address, ctx) => checkAddressRegion(address, ctx));
