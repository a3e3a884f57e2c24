// Checkout fixtures: a valid checkout body, and an order placed through the API.
import { expect } from "vitest";
import { call } from "./api";

export const ADDRESS = {
  first_name: "Ada",
  last_name: "Lovelace",
  company_name: "Analytical Engines",
  line_1: "12 St James's Square",
  line_2: "Flat 1",
  city: "London",
  postcode: "SW1Y 4JH",
  county: "Greater London",
  country: "GB",
};

export const CUSTOMER = { name: "Ada Lovelace", email: "ada@example.com" };

export const checkoutBody = (extra: Record<string, unknown> = {}) => ({
  data: { customer: CUSTOMER, billing_address: ADDRESS, shipping_address: { ...ADDRESS, instructions: "Leave with the porter" }, ...extra },
});

/** Checks the cart out (201 expected) and returns the order resource. */
export async function placeOrder(cartId: string, token: string, headers: Record<string, string> = {}) {
  const response = await call("POST", `/v2/carts/${cartId}/checkout`, { token, body: checkoutBody(), headers });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

export const accountHeader = (accountToken: string) => ({ "ep-account-management-authentication-token": accountToken });

/**
 * Lets shoppers pay with EP's manual gateway (off in a new store, docs/payments.md "The manual gateway"), as a
 * store that EP's storefront checks out against has it: for tests of paying as a shopper.
 */
export async function enableManualGateway(admin: string, enabled = true) {
  const response = await call("PUT", "/v2/gateways/manual", { token: admin, body: { data: { enabled } } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}
