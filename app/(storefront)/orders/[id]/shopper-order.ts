// The order of an /orders/[id] request as the shopper may see it (a guest's order by its id, an
// account's only to that account), looked up once for the route's layout and page. Undefined when
// there is no such order for this shopper.
import { cache } from "react";
import { ApiError } from "@/lib/commerce/errors";
import { orderForPage } from "@/lib/commerce/orders/order-page-read";
import { orderIdParam } from "@/lib/http/path-ids";
import { currentShopper } from "@/lib/web/shopper-session";
import { storefrontCaller } from "@/lib/web/storefront-caller";

export const shopperOrder = cache(async (id: string) => {
  try {
    return await orderForPage(storefrontCaller(await currentShopper()), orderIdParam(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
});
