// An order placed through the API (no browser): one custom item at a known price, a guest's (the admin specs) or,
// with an account token, an account's.
import { expect, type APIRequestContext } from "@playwright/test";
import { ADDRESS, token } from "./storefront";

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** One custom item of `amount` (minor units, tax included) in `currency`, checked out by `name` (for the account whose
 * token is `accountToken`, if given); the order's id and total. */
export async function apiOrder(request: APIRequestContext, currency: string, amount: number, email = `api-${uniqueSuffix()}@example.com`, name = "Admin Test", accountToken?: string) {
  const headers = { authorization: `Bearer ${await token(request)}` };
  const cartId = `api-order-${uniqueSuffix()}`;
  const added = await request.post(`/v2/carts/${cartId}/items`, {
    headers: { ...headers, "x-moltin-currency": currency },
    data: { data: { type: "custom_item", name: "Admin test item", sku: `ADMIN-${uniqueSuffix()}`, quantity: 1, price: { amount, includes_tax: true } } },
  });
  expect(added.status()).toBe(201);
  const placed = await request.post(`/v2/carts/${cartId}/checkout`, {
    headers: accountToken ? { ...headers, "ep-account-management-authentication-token": accountToken } : headers,
    data: { data: { customer: { name, email }, billing_address: ADDRESS, shipping_address: ADDRESS } },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data;
  return { id: order.id as string, total: order.meta.display_price.with_tax.amount as number, number: order.meta.number as number };
}
