// DELETE /v2/carts/{id}/discounts/{code} (contract §5): removes the promotion line applied with that
// code (codes compare ignoring case). A code this cart does not hold is 404. Automatic promotions have
// no code to remove: they follow their conditions and the cart's use_rule_promotions.
import { and, eq, sql } from "drizzle-orm";
import { cartItems } from "@/lib/storage/schema";
import { notFound } from "../errors";
import { mutateCart } from "./carts";

export async function removePromotionCode(cartId: string, code: string): Promise<void> {
  await mutateCart(
    cartId,
    async (tx) => {
      const removed = await tx
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.type, "promotion_item"),
            sql`lower(${cartItems.promotionCode}) = ${code.toLowerCase()}`,
          ),
        )
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw notFound("Not Found", `No promotion with the code ${code} in this cart`, { code });
    },
    { create: false },
  );
}
