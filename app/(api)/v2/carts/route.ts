import { api } from "@/lib/http/api";
import { created } from "@/lib/http/response";
import { z } from "zod";
import { cartWriteSchema, createCart } from "@/lib/commerce/carts/carts";
import { cartResource } from "@/lib/commerce/carts/cart-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

const createCartBody = z.object({ data: cartWriteSchema.default({}) });

export const { GET, POST, PUT, PATCH, DELETE } = api({
  POST: {
    access: "token",
    run: async ({ body, caller }) => created({ data: cartResource(await createCart(parseOrThrow(createCartBody, body ?? {}, "").data, { accountId: caller.accountId })) }),
  },
});
