import { api } from "@/lib/http/api/api";
import { created } from "@/lib/http/api/response";
import { addTaxItem, taxItemBodySchema } from "@/lib/commerce/carts/tax-items";
import { taxItemResource } from "@/lib/commerce/carts/cart-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ params, body }) => created({ data: taxItemResource(await addTaxItem(params.cartId, params.itemId, parseOrThrow(taxItemBodySchema, body, "").data)) }),
  },
});
