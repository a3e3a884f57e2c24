// EP's customer cart associations (`POST|DELETE /v2/carts/{id}/relationships/customers`): a back office ties a
// cart to one of the store's customers (lib/commerce/customers, one per e-mail) or unties it, as
// account-carts.ts does for accounts. A cart belongs to one customer at most; a cart another customer holds is not
// taken over. Administrators only: this store issues no customer tokens (EP's x-moltin-customer-token).
import { z } from "zod";
import { customerStore } from "@/lib/storage/customers/customer-store";
import { ApiError, notFound } from "../errors";
import { changeCart } from "./carts";
import { uuidField } from "@/lib/commerce/uuid";

// EP's storefront sends the list inside `data`, and in one flow bare: both are read (as for accounts).
export const cartCustomersBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? { data: body } : body),
  z.object({
    data: z.array(z.object({ type: z.literal("customer"), id: uuidField("id is a customer's UUID") })).length(1, "A cart is associated with one customer"),
  }),
);
export type CartCustomers = z.output<typeof cartCustomersBodySchema>["data"];

const anotherCustomersCart = () => new ApiError({ status: 403, title: "Forbidden", detail: "This cart is associated with another customer." });

/** POST …/relationships/customers: "associated" when the cart was tied to the customer now, "already" when it was. */
export async function associateCartWithCustomer(cartId: string, customers: CartCustomers): Promise<"associated" | "already"> {
  const customerId = customers[0].id.toLowerCase();
  if (!(await customerStore().customer(customerId))) throw notFound("Not Found", `Customer ${customerId} does not exist`, { id: customerId });
  let outcome: "associated" | "already" = "associated";
  await changeCart(cartId, async ({ cart }) => {
    if (cart.customerId === customerId) {
      outcome = "already";
      return;
    }
    if (cart.customerId) throw anotherCustomersCart();
    return { customerId };
  });
  return outcome;
}

/** DELETE …/relationships/customers: unties the cart from the customer (nothing to do when it is not tied to it). */
export async function dissociateCartFromCustomer(cartId: string, customers: CartCustomers): Promise<void> {
  const customerId = customers[0].id.toLowerCase();
  await changeCart(cartId, async ({ cart }) => (cart.customerId === customerId ? { customerId: null } : undefined));
}
