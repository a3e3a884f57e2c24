// DELETE /v2/carts/{id}/discounts/{code}: removes the promotion line applied with that code (codes
// compare ignoring case). A code this cart does not hold is 404. Automatic promotions have no code to
// remove: they follow their conditions and the cart's use_rule_promotions.
import { notFound } from "../errors";
import { changeCart } from "./carts";

export async function removePromotionCode(cartId: string, code: string): Promise<void> {
  await changeCart(cartId, async (unit) => {
    if ((await unit.deletePromotionLines(code)) === 0) throw notFound("Not Found", `No promotion with the code ${code} in this cart`, { code });
  });
}
