import { api } from "@/lib/http/api/api";
import { noContent } from "@/lib/http/api/response";
import { deleteTaxItem } from "@/lib/commerce/carts/tax-items";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  DELETE: {
    access: "admin",
    run: async ({ params }) => {
      await deleteTaxItem(params.cartId, params.itemId, params.taxId);
      return noContent();
    },
  },
});
