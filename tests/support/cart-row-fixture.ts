// A stored cart row for unit tests of the pure pricing functions (no database involved).
import type { CartRow } from "@/lib/commerce/carts/cart-view";

export const FIXTURE_TIME = new Date("2026-11-21T10:00:00Z");

export function cartRowFixture(overrides: Partial<CartRow> = {}): CartRow {
  return {
    id: "cart-1",
    name: "Cart",
    description: "",
    currency: "USD",
    expiryDays: 7,
    customDiscountsEnabled: false,
    useRulePromotions: false,
    snapshotDate: "",
    customAttributes: {},
    paymentIntentId: null,
    accountId: null,
    customerId: null,
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
}
