import { api } from "@/lib/http/api";
import { created } from "@/lib/http/response";
import { addTaxItem, taxItemBodySchema, taxItemResource } from "@/lib/commerce/carts/tax-items";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE } = api({
  POST: {
    access: "admin",
    run: async ({ params, body }) => created({ data: taxItemResource(await addTaxItem(params.cartId, params.itemId, parseOrThrow(taxItemBodySchema, body, "").data)) }),
  },
});
