// Promotion fixtures made through the administrators' API.
import { randomUUID } from "node:crypto";
import { call } from "./api";

export type PromotionInput = {
  name?: string;
  promotion_type?: "fixed_discount" | "percent_discount";
  currencies?: { currency: string; amount?: number; percentage?: number }[];
  enabled?: boolean;
  automatic?: boolean;
  start?: string | null;
  end?: string | null;
  min_cart_value?: { currency: string; amount: number }[];
  combinable?: boolean;
  max_uses?: number | null;
  max_uses_per_customer?: number | null;
};

/** Creates a promotion (default: enabled fixed_discount of USD 500) and returns its resource. */
export async function makePromotion(admin: string, input: PromotionInput = {}) {
  const type = input.promotion_type ?? "fixed_discount";
  const response = await call("POST", "/v2/promotions", {
    token: admin,
    body: {
      data: {
        type: "promotion",
        name: input.name ?? `Promotion ${randomUUID().slice(0, 8)}`,
        description: "A test promotion",
        promotion_type: type,
        schema: { currencies: input.currencies ?? [type === "fixed_discount" ? { currency: "USD", amount: 500 } : { currency: "USD", percentage: 10 }] },
        enabled: input.enabled ?? true,
        automatic: input.automatic ?? false,
        ...(input.start !== undefined ? { start: input.start } : {}),
        ...(input.end !== undefined ? { end: input.end } : {}),
        ...(input.min_cart_value ? { min_cart_value: input.min_cart_value } : {}),
        ...(input.combinable !== undefined ? { combinable: input.combinable } : {}),
        ...(input.max_uses !== undefined ? { max_uses: input.max_uses } : {}),
        ...(input.max_uses_per_customer !== undefined ? { max_uses_per_customer: input.max_uses_per_customer } : {}),
      },
    },
  });
  if (response.status !== 201) throw new Error(`makePromotion: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { id: string; name: string };
}

/** Creates a promotion with one code (a fresh one unless given) and returns both. */
export async function makeCodePromotion(admin: string, input: PromotionInput & { code?: string } = {}) {
  const promotion = await makePromotion(admin, input);
  const code = input.code ?? `CODE-${randomUUID().slice(0, 8)}`;
  const response = await call("POST", `/v2/promotions/${promotion.id}/codes`, {
    token: admin,
    body: { data: { type: "promotion_codes", codes: [{ code }] } },
  });
  if (response.status !== 201) throw new Error(`makeCodePromotion: ${response.status} ${JSON.stringify(response.body)}`);
  return { promotion, code };
}
