// POST /v2/carts/{cartID}/items: an add, as named steps (docs/architecture.md):
//
//   1. parse          at the edge: the route parses the body (add-items-request.ts parseAddItemsBody)
//   2. lock and read  the cart (created when unknown; a cart without lines takes this add's currency),
//                     its lines, tax items, shipping groups and discount context, and every catalog
//                     product the items name, in one round trip (the cart store)
//   3. item reads     what re-orders, merges and promotion codes need, under the same lock
//   4. plan           a pure function of what was read (add-plan.ts): each item resolved into lines in
//                     request order, the line bounds, the 100-item limit, add_all_or_nothing
//   5. write          every new or changed line in one statement
//   6. render         the route renders the cart as it now is (cart-resource.ts)
// It is one transaction: a refused request changes nothing. The cart store may run steps 2 to 5 first
// on what it remembers of the cart and write behind a guard (lib/storage/carts/fast-cart-store.ts);
// the steps and their answer are the same either way.
import { cartStore } from "@/lib/storage/carts/fast-cart-store";
import type { AddUnit } from "@/lib/storage/carts/cart-store";
import type { ErrorObject } from "../errors";
import { planAdd, type AddBasis, type AddItemsRequest, type ValidItem } from "./add-plan";
import type { AddItemsInput } from "./add-items-request";
import { assertCartId } from "./carts";
import { assertNotExpired, CartExpired } from "./cart-expiry";
import { assertMayUseCart } from "./cart-access";
import { cartCurrencyForAdd } from "./cart-currency";
import type { CartView } from "./cart-view";
import type { ItemHandler } from "./items/item-handler";

export type { AddItemsRequest } from "./add-plan";
export type AddItemsResult = { view: CartView; errors: ErrorObject[] };

/** Step 3: the batched reads of the item types that need them (none for products and custom items). */
async function itemReads(unit: AddUnit, valid: ValidItem[], basis: AddBasis, request: AddItemsRequest): Promise<Map<ItemHandler<any, any>, unknown>> {
  const loaded = new Map<ItemHandler<any, any>, unknown>();
  for (const handler of new Set(valid.map((item) => item.handler))) {
    if (!handler.load) continue;
    const inputs = valid.filter((item) => item.handler === handler).map((item) => item.input);
    loaded.set(handler, await handler.load(unit.reads, inputs, { ...basis, currency: cartCurrencyForAdd(basis.cart, basis.lines.length, request.currency), caller: request.caller }));
  }
  return loaded;
}

/** Adds the request's items to the cart (created when unknown); returns the cart and the refused items' errors. */
export async function addItemsToCart(cartId: string, input: AddItemsInput, request: AddItemsRequest): Promise<AddItemsResult> {
  assertCartId(cartId);
  const products = input.valid.flatMap((item) => item.handler.products?.(item.input) ?? []);
  const add = () => cartStore().add(cartId, async (unit) => {
    const basis = await unit.lockAndRead({ currency: request.currency, products });
    assertMayUseCart(basis.cart, request.caller);
    assertNotExpired(basis.cart);
    const loaded = await itemReads(unit, input.valid, basis, request);
    const plan = planAdd(input.valid, basis, request, { allOrNothing: input.allOrNothing, errors: input.errors, loaded });
    const cart = await unit.write(plan.writes);
    return { view: { ...cart, messages: plan.messages }, errors: plan.errors };
  });
  try {
    return await add();
  } catch (error) {
    // An add to an expired cart starts a new cart under the same id (cart-expiry.ts).
    if (!(error instanceof CartExpired)) throw error;
    await cartStore().deleteExpired(cartId);
    return add();
  }
}
