import { api } from "@/lib/http/api/api";
import { created, ok } from "@/lib/http/api/response";
import { pageMeta } from "@/lib/http/api/pagination";
import { z } from "zod";
import { parsePage } from "@/lib/commerce/catalog/products";
import { listAccountCarts } from "@/lib/commerce/carts/account-carts";
import { cartWriteSchema, createCart } from "@/lib/commerce/carts/carts";
import { cartResource, priceCart } from "@/lib/commerce/carts/cart-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

const createCartBody = z.object({ data: cartWriteSchema.default({}) });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: {
    access: "token",
    run: async ({ caller, query, request, origin }) => {
      const page = parsePage(query);
      const { carts, total } = await listAccountCarts(caller, page);
      return ok({ data: carts.map((view) => cartResource(view, priceCart(view, origin))), ...pageMeta("/v2/carts", page, total, { request, omitAbsent: true }) });
    },
  },
  POST: {
    access: "token",
    run: async ({ body, caller, origin }) => {
      const view = await createCart(parseOrThrow(createCartBody, body ?? {}, "").data, { accountId: caller.accountId });
      return created({ data: cartResource(view, priceCart(view, origin)) });
    },
  },
});
