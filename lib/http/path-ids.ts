// Ids in request paths, parsed where the request enters (lib/commerce/uuid.ts is the rule): a route hands the
// domain a typed Uuid, never the raw segment. A segment that cannot be an id names nothing: the API's 404 for that
// resource (the same answer as a well-formed id no row has), without a query.
import type { ApiError } from "@/lib/commerce/errors";
import { orderNotFound } from "@/lib/commerce/orders/order-access";
import { parseUuid, type Uuid } from "@/lib/commerce/uuid";

/** The path segment `raw` as a Uuid; `notFound(raw)` is thrown when it cannot be one. */
export function pathId(raw: string, notFound: (raw: string) => ApiError): Uuid {
  const id = parseUuid(raw);
  if (id === undefined) throw notFound(raw);
  return id;
}

/** An order's id in a path (`/v2/orders/{orderId}/…`, the storefront's `/orders/{id}`): else 404 `Order not found`. */
export const orderIdParam = (raw: string): Uuid => pathId(raw, orderNotFound);
