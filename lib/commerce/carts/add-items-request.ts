// The wire format of POST /v2/carts/{cartID}/items, parsed at the edge (the route, a Server Action):
// `{data, options}`, `data` one item or an array; each item is checked by the handler of its `type`
// (ITEM_HANDLERS), so one item's errors never hide another's. Items that fail their schema are not
// refused here: with add_all_or_nothing false the valid ones are still added (add-items.ts).
import { z } from "zod";
import { ApiError, type ErrorObject } from "../errors";
import { issuesToErrors, parseOrThrow } from "../validation";
import type { ValidItem } from "./add-plan";
import { cartItemHandler } from "./items/cart-item";
import { cartItemsHandler } from "./items/cart-items";
import { customItemHandler } from "./items/custom-item";
import type { ItemHandler } from "./items/item-handler";
import { orderItemsHandler } from "./items/order-items";
import { promotionItemHandler } from "./items/promotion-item";
import { subscriptionItemHandler } from "./items/subscription-item";

/** One handler per `data[].type`; a type that is not in this table is refused with 400 `enum`. */
export const ITEM_HANDLERS: Record<string, ItemHandler<any, any>> = {
  cart_item: cartItemHandler,
  custom_item: customItemHandler,
  promotion_item: promotionItemHandler,
  order_items: orderItemsHandler,
  cart_items: cartItemsHandler,
  subscription_item: subscriptionItemHandler,
};

/** At most this many items in one request (each may still add to the same line). */
export const MAX_ITEMS_PER_REQUEST = 100;

const envelopeSchema = z.object({
  data: z.unknown().refine((d) => d !== undefined && d !== null, { message: "data is required", params: { title: "required" } }),
  options: z.strictObject({ add_all_or_nothing: z.boolean().optional() }).optional(),
});

type ParsedItem = (ValidItem & { errors?: undefined }) | { index: number; source: string; errors: ErrorObject[] };

/** An add request as parsed at the edge: its valid items, the errors of the others, and its options. */
export type AddItemsInput = { valid: ValidItem[]; errors: ErrorObject[]; allOrNothing: boolean };

/** Parses the body of an add; throws the envelope's errors, or every item's when none is valid. */
export function parseAddItemsBody(body: unknown): AddItemsInput {
  const { items, allOrNothing } = parseItems(body);
  const errors: ErrorObject[] = items.flatMap((item) => item.errors ?? []);
  const valid = items.filter((item): item is ValidItem => !item.errors);
  // Even when add_all_or_nothing already fails, the valid items are resolved so every problem is reported at once.
  if (valid.length === 0) throw new ApiError(errors);
  return { valid, errors, allOrNothing };
}

function parseItems(body: unknown): { items: ParsedItem[]; allOrNothing: boolean } {
  const envelope = parseOrThrow(envelopeSchema, body, "");
  const data = envelope.data;
  const many = Array.isArray(data);
  if (!many && typeof data !== "object") {
    throw new ApiError({ status: 400, title: "invalid_type", detail: "data is an item or an array of items", source: "data", meta: { value: data } });
  }
  const list: unknown[] = many ? data : [data];
  if (list.length === 0 || list.length > MAX_ITEMS_PER_REQUEST) {
    throw new ApiError({
      status: 400,
      title: list.length === 0 ? "array_gte" : "array_lte",
      detail: `data holds 1 to ${MAX_ITEMS_PER_REQUEST} items`,
      source: "data",
      meta: { value: list.length },
    });
  }
  const items = list.map((raw, index): ParsedItem => {
    const source = many ? `data[${index}]` : "data";
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      return { index, source, errors: [{ status: 400, title: "invalid_type", detail: "An item is an object", source, meta: { value: raw ?? null } }] };
    }
    const type = (raw as { type?: unknown }).type;
    const handler = typeof type === "string" && Object.hasOwn(ITEM_HANDLERS, type) ? ITEM_HANDLERS[type] : undefined;
    if (!handler) {
      return {
        index,
        source,
        errors: [
          type === undefined
            ? { status: 400, title: "required", detail: `${source}.type is required`, source: `${source}.type`, meta: { value: null } }
            : {
                status: 400,
                title: "enum",
                detail: `type must be one of: ${Object.keys(ITEM_HANDLERS).join(", ")}`,
                source: `${source}.type`,
                meta: { value: type },
              },
        ],
      };
    }
    const result = handler.schema.safeParse(raw);
    if (!result.success) return { index, source, errors: issuesToErrors(result.error.issues, raw, source) };
    return { index, source, type: type as string, handler, input: result.data };
  });
  return { items, allOrNothing: envelope.options?.add_all_or_nothing ?? false };
}

