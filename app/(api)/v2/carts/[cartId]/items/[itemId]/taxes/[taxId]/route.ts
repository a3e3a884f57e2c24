import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { deleteTaxItem } from "@/lib/commerce/carts/tax-items";
import { taxItemChangeSchema, updateTaxItem } from "@/lib/commerce/carts/bulk-tax-items";
import { taxItemResource } from "@/lib/commerce/carts/cart-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  PUT: {
    access: "admin",
    run: async ({ params, body }) =>
      ok({ data: taxItemResource(await updateTaxItem(params.cartId, params.itemId, params.taxId, parseOrThrow(taxItemChangeSchema, body, "").data)) }),
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteTaxItem(params.cartId, params.itemId, params.taxId);
      return noContent();
    },
  },
});
