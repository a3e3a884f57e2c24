import { api } from "@/lib/http/api/api";
import { created, noContent } from "@/lib/http/api/response";
import { addTaxItems, deleteTaxItems, parseBulkTaxesBody } from "@/lib/commerce/carts/bulk-tax-items";
import { taxItemResource } from "@/lib/commerce/carts/cart-resource";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  POST: {
    access: "admin",
    run: async ({ params, body }) => {
      const { added, errors } = await addTaxItems(params.cartId, parseBulkTaxesBody(body));
      const data = added.map((tax) => ({ ...taxItemResource(tax), relationships: { item: { data: { type: tax.itemType, id: tax.cartItemId } } } }));
      // EP answers the entries it could not add beside those it added.
      return created({ data, ...(errors.length ? { errors } : {}) });
    },
  },
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteTaxItems(params.cartId);
      return noContent();
    },
  },
});
