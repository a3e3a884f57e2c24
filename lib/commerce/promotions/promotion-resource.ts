// A promotion and a promotion code as EP renders them (`promotion`, `promotion_code`).
import type { PromotionCodeRow, PromotionRow } from "@/lib/storage/promotions/promotion-store";
import { isoSeconds } from "../time";

export function promotionResource(row: PromotionRow) {
  return {
    type: "promotion" as const,
    id: row.id,
    name: row.name,
    description: row.description,
    promotion_type: row.promotionType,
    schema: row.schema,
    enabled: row.enabled,
    automatic: row.automatic,
    start: isoSeconds(row.start) ?? null,
    end: isoSeconds(row.end) ?? null,
    ...(row.minCartValue?.length ? { min_cart_value: row.minCartValue } : {}),
    // This store's own settings (promotion-schema.ts), echoed as extra attributes.
    combinable: row.combinable,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    meta: { timestamps: { created_at: isoSeconds(row.createdAt), updated_at: isoSeconds(row.updatedAt) } },
  };
}

export function promotionCodeResource(row: PromotionCodeRow) {
  return {
    type: "promotion_code" as const,
    id: row.id,
    code: row.code,
    consume_unit: "per_cart" as const,
    meta: { timestamps: { created_at: isoSeconds(row.createdAt) } },
  };
}
