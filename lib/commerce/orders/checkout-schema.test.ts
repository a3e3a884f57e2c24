import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { parseOrThrow } from "../validation";
import { addressSchema, checkoutFormSchema, checkoutRequestSchema } from "./checkout-schema";

const address = { first_name: "Ada", last_name: "Lovelace", line_1: "12 St James's Square", city: "London", postcode: "SW1Y 4JH", country: "gb" };
const customer = { name: "Ada Lovelace", email: "ada@example.com" };

function errorsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.errors.map((e) => ({ title: e.title, source: e.source, detail: e.detail }));
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("addressSchema", () => {
  it("needs first_name, last_name, line_1, city, postcode and country; the rest is optional; the country is stored upper case", () => {
    expect(addressSchema.parse(address)).toEqual({ ...address, country: "GB" });
    const errors = errorsOf(() => parseOrThrow(addressSchema, {}, "data.billing_address"));
    expect(errors.map((e) => e.source).sort()).toEqual(
      ["city", "country", "first_name", "last_name", "line_1", "postcode"].map((f) => `data.billing_address.${f}`),
    );
    expect(new Set(errors.map((e) => e.title))).toEqual(new Set(["required"]));
  });

  it("a required field of spaces is missing; a long one, an unknown field and a bad country are refused with their words", () => {
    const errors = errorsOf(() =>
      parseOrThrow(addressSchema, { ...address, first_name: "   ", line_1: "x".repeat(256), postal_code: "1", country: "GBR" }, "a"),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { title: "required", source: "a.first_name", detail: "Enter a first name" },
        { title: "string_lte", source: "a.line_1", detail: "At most 255 characters" },
        { title: "additional_properties", source: "a.postal_code", detail: "postal_code is not a recognised field" },
        { title: "format", source: "a.country", detail: "Enter a two-letter country code such as US" },
      ]),
    );
  });
});

describe("checkoutFormSchema (the storefront form)", () => {
  it("accepts a shopper and two addresses and refuses a bad email with the form's words", () => {
    expect(checkoutFormSchema.safeParse({ customer, billing_address: address, shipping_address: address }).success).toBe(true);
    const errors = errorsOf(() =>
      parseOrThrow(checkoutFormSchema, { customer: { name: "", email: "not-an-email" }, billing_address: address, shipping_address: address }, "data"),
    );
    expect(errors).toEqual([
      { title: "required", source: "data.customer.name", detail: "Enter your name" },
      { title: "format", source: "data.customer.email", detail: "Enter an email address like name@example.com" },
    ]);
  });
});

describe("a US or Canadian address names its state or province (the storefront's form)", () => {
  it("refuses one without, or with another country's, beside the field; the API's checkout takes EP's addresses as EP does", () => {
    const newYork = { ...address, city: "New York", postcode: "10118", country: "US" };
    expect(checkoutFormSchema.safeParse({ customer, billing_address: address, shipping_address: { ...newYork, region: "NY" } }).success).toBe(true);
    const errors = errorsOf(() =>
      parseOrThrow(checkoutFormSchema, { customer, billing_address: { ...newYork, country: "CA", region: "NY" }, shipping_address: newYork }, "data"),
    );
    expect(errors).toEqual([
      { title: "required", source: "data.shipping_address.region", detail: "Choose the state (US addresses need one)" },
      { title: "required", source: "data.billing_address.region", detail: "Choose the province (Canadian addresses need one)" },
    ]);
    expect(parseOrThrow(checkoutRequestSchema, { data: { customer, billing_address: newYork, shipping_address: newYork } }, "").data.shipping_address.country).toBe("US");
  });
});

describe("checkoutRequestSchema (the API)", () => {
  it("takes the shopper as customer (guest) or contact (EP account checkout), never both or neither", () => {
    const body = (extra: object) => ({ data: { billing_address: address, shipping_address: address, ...extra } });
    expect(parseOrThrow(checkoutRequestSchema, body({ customer }), "").data.customer).toEqual(customer);
    expect(parseOrThrow(checkoutRequestSchema, body({ contact: customer }), "").data.customer).toEqual(customer);
    expect(errorsOf(() => parseOrThrow(checkoutRequestSchema, body({}), ""))).toEqual([
      { title: "required", source: "data.customer", detail: "Give the customer's name and email" },
    ]);
    expect(errorsOf(() => parseOrThrow(checkoutRequestSchema, body({ customer, contact: customer }), ""))[0]).toMatchObject({
      title: "additional_properties",
      source: "data.contact",
    });
  });

  it("reports a missing shopper together with the address problems", () => {
    const errors = errorsOf(() => parseOrThrow(checkoutRequestSchema, { data: { billing_address: { ...address, city: "" }, shipping_address: address } }, ""));
    expect(errors.map((e) => e.source).sort()).toEqual(["data.billing_address.city", "data.customer"]);
  });
});
