// Subscription fixtures made through the API, as an administrator would.
import { call } from "./api";

export const BEANS = {
  external_ref: "pxm-beans",
  name: "House Blend Beans",
  description: "500 g of whole beans.",
  sku: "COFFEE-500",
  main_image: "https://cdn.example.test/beans.jpg",
  price: { USD: { amount: 1600, includes_tax: false }, EUR: { amount: 1500, includes_tax: true } },
  price_units: { unit: "month", amount: 1 },
};

export const GUIDE = { name: "Brew Guide", price: { USD: { amount: 500, includes_tax: false } } };

export const MONTHLY = {
  external_ref: "plan-monthly",
  name: "Monthly",
  description: "Every month.",
  billing_interval_type: "month",
  billing_frequency: 1,
  trial_period: 1,
  plan_length: 12,
  end_behavior: "roll",
  can_pause: true,
  can_resume: true,
  can_cancel: true,
  base_price_percentage: 10,
  fixed_price: { USD: { amount: 1900, includes_tax: false }, EUR: { amount: 1800, includes_tax: false } },
};

/** Priced by its products: 10% off their total. */
export const DISCOUNTED = {
  name: "Discounted",
  billing_interval_type: "week",
  billing_frequency: 2,
  plan_length: 26,
  end_behavior: "close",
  can_pause: false,
  can_resume: false,
  can_cancel: true,
  base_price_percentage: 10,
};

export const LOCKED = {
  name: "Locked in",
  billing_interval_type: "year",
  billing_frequency: 1,
  plan_length: 1,
  end_behavior: "close",
  can_pause: false,
  can_resume: false,
  can_cancel: false,
  fixed_price: { USD: { amount: 19000, includes_tax: false } },
};

export type BuiltOffering = { id: string; productIds: string[]; planIds: string[]; body: any };

/** Builds an offering (default: beans + guide, monthly + discounted + locked plans). */
export async function buildOffering(
  admin: string,
  input: { name?: string; description?: string; external_ref?: string; products?: unknown[]; plans?: unknown[] } = {},
): Promise<BuiltOffering> {
  const response = await call("POST", "/v2/subscriptions/offerings/build", {
    token: admin,
    body: {
      data: {
        name: input.name ?? "Coffee Club",
        description: input.description ?? "Fresh beans on your schedule.",
        ...(input.external_ref ? { external_ref: input.external_ref } : {}),
        products: input.products ?? [BEANS, GUIDE],
        plans: input.plans ?? [MONTHLY, DISCOUNTED, LOCKED],
      },
    },
  });
  if (response.status !== 201) throw new Error(`buildOffering: ${response.status} ${JSON.stringify(response.body)}`);
  const data = response.body.data;
  return {
    id: data.id,
    productIds: data.relationships.products.data.map((p: { id: string }) => p.id),
    planIds: data.relationships.plans.data.map((p: { id: string }) => p.id),
    body: response.body,
  };
}

export const subscriptionBody = (accountId: string, offering: BuiltOffering, overrides: Record<string, unknown> = {}) => ({
  data: {
    account_id: accountId,
    offering_id: offering.id,
    plan_id: offering.planIds[0],
    currency: "USD",
    name: "Ada Lovelace",
    email: "ada@example.test",
    payment_authority: { type: "vendor_payments_processor", customer_id: "cus_0001", card_id: "card_4242424242424242" },
    ...overrides,
  },
});

/** Creates a subscription for the account; returns its id. */
export async function makeSubscription(
  admin: string,
  accountId: string,
  offering: BuiltOffering,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await call("POST", "/v2/subscriptions/subscriptions", { token: admin, body: subscriptionBody(accountId, offering, overrides) });
  if (response.status !== 201) throw new Error(`makeSubscription: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.id as string;
}

export const stateBody = (action: string) => ({ data: { type: "subscription_state", attributes: { action } } });
