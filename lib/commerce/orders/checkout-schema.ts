// What a checkout needs (docs/api.md "Checkout and orders"): the customer {name, email} and two addresses with EP's fields.
// The single source for the checkout request's validation and for the storefront's checkout form, so
// the browser and the server refuse the same input with the same words.
import { z } from "zod";
import { isIsoCountry } from "../checkout/iso-countries";
import { needsRegion, regionMissing, regionOf } from "../checkout/regions";

/** A required text field: present, not only spaces (→ `required`), at most `max` characters. */
function requiredText(message: string, max = 255) {
  return z
    .string({ error: message })
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((value) => value.length > 0, { message, params: { title: "required" } });
}

const optionalText = (max = 255) => z.string().trim().max(max, `At most ${max} characters`).optional();

export const emailSchema = z
  .string({ error: "Enter an email address" })
  .trim()
  .max(254, "At most 254 characters")
  .refine((value) => value.length > 0, { message: "Enter an email address", params: { title: "required" } })
  .pipe(z.email("Enter an email address like name@example.com"));

/** The shopper placing the order (EP's guest checkout `customer`, or `contact` with an account). */
export const customerSchema = z.strictObject({
  name: requiredText("Enter your name"),
  email: emailSchema,
});

/** ISO 3166-1 alpha-2, stored upper case (`us` → `US`); a two-letter code that names no country (`ZZ`) is 422. */
export const countrySchema = z
  .string({ error: "Enter a country code such as US" })
  .trim()
  .regex(/^[A-Za-z]{2}$/, "Enter a two-letter country code such as US")
  .transform((code) => code.toUpperCase())
  .refine(isIsoCountry, { message: "Enter a country's ISO 3166-1 code such as GB or US", params: { status: 422, title: "format" } });

/**
 * An address with EP's fields. Required: first_name, last_name, line_1, city, postcode, country (what a
 * parcel needs); the rest are optional. Unknown fields are refused (`additional_properties`), so a typo
 * such as `postal_code` is reported rather than dropped.
 */
export const addressSchema = z.strictObject({
  first_name: requiredText("Enter a first name"),
  last_name: requiredText("Enter a last name"),
  company_name: optionalText(),
  phone_number: optionalText(64),
  line_1: requiredText("Enter the first line of the address"),
  line_2: optionalText(),
  line_3: optionalText(),
  city: requiredText("Enter a city"),
  county: optionalText(),
  region: optionalText(),
  postcode: requiredText("Enter a postcode", 32),
  country: countrySchema,
  instructions: optionalText(1024),
});

export type Address = z.output<typeof addressSchema>;

/**
 * The storefront's rule for an address in a country with regions (the US, Canada: checkout/regions.ts): its `region`
 * (EP's state or province field) is one of the country's, because the tax rate may be the region's. The API's
 * checkout takes EP's addresses as EP does (region optional): its tax is the cart's, set before it.
 */
export function checkAddressRegion(address: { country?: string; region?: string }, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  const country = address.country ?? "";
  if (needsRegion(country) && regionOf(country, address.region ?? "") === undefined) {
    ctx.addIssue({ code: "custom", path: [...path, "region"], message: regionMissing(country), params: { status: 422, title: "required" } });
  }
}
export type Customer = z.output<typeof customerSchema>;

/** The checkout's fields: the customer and two addresses. */
const checkoutFields = z.object({
  customer: customerSchema,
  billing_address: addressSchema,
  shipping_address: addressSchema,
});

/** The storefront checkout form: the fields a shopper fills in; a US or Canadian address names its state or province. */
export const checkoutFormSchema = checkoutFields.superRefine((form, ctx) => {
  checkAddressRegion(form.shipping_address, ctx, ["shipping_address"]);
  checkAddressRegion(form.billing_address, ctx, ["billing_address"]);
});

export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/**
 * `POST /v2/carts/{id}/checkout` `data`: the form's fields, with the shopper as EP's `customer` (guest
 * checkout) or `contact` (EP's account checkout, as @elasticpath/js-sdk's
 * CheckoutWithAccountManagementToken sends it) — exactly one of the two. Other EP fields
 * (`order_number`, `external_ref`, …) are not kept and are dropped.
 */
export const checkoutRequestSchema = z.object({
  data: checkoutFields
    .extend({ customer: customerSchema.optional(), contact: customerSchema.optional() })
    .superRefine((data, ctx) => {
      if (data.customer === undefined && data.contact === undefined) {
        ctx.addIssue({ code: "custom", path: ["customer"], message: "Give the customer's name and email", params: { title: "required" } });
      }
      if (data.customer !== undefined && data.contact !== undefined) {
        ctx.addIssue({ code: "custom", path: ["contact"], message: "Give customer or contact, not both", params: { title: "additional_properties" } });
      }
    })
    .transform(({ customer, contact, billing_address, shipping_address }) => ({
      customer: (customer ?? contact)!,
      billing_address,
      shipping_address,
    })),
});

export type CheckoutRequest = z.output<typeof checkoutRequestSchema>["data"];
