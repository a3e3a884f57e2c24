// EP's customer cart associations (POST/DELETE /v2/carts/{id}/relationships/customers): a back office ties a cart
// to one of the store's customers or unties it; the cart shows it in relationships.customers. A cart another
// customer holds is not taken over; a shopper, an unknown customer and a body that is not EP's are refused.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { createCustomer } from "@/lib/commerce/customers/customers";
import { customerFormSchema } from "@/lib/commerce/customers/customer-schema";
import { adminToken, call, implicitToken } from "../support/api";
import { schemaProblems } from "../support/openapi";

const ADMIN: Caller = { grant: "client_credentials", subject: "test-admin" };

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

const newCustomer = async () => (await createCustomer(ADMIN, customerFormSchema.parse({ name: "Ada", email: `ada-${randomUUID()}@example.test` }))).id;
const body = (id: string) => ({ data: [{ type: "customer", id }] });

describe("/v2/carts/{id}/relationships/customers", () => {
  it("associates (200, then 204 when already), shows it on the cart, refuses another customer, and dissociates", async () => {
    const cartId = `cust-${randomUUID()}`;
    expect((await call("GET", `/v2/carts/${cartId}`, { token: implicit })).status).toBe(200);
    const [ada, grace] = [await newCustomer(), await newCustomer()];

    const associated = await call("POST", `/v2/carts/${cartId}/relationships/customers`, { token: admin, body: body(ada) });
    expect(associated.status).toBe(200);
    expect(schemaProblems("cart_checkout", "createCustomerCartAssociation", 200, associated.body)).toEqual([]);
    expect(associated.body).toEqual(body(ada));
    expect((await call("POST", `/v2/carts/${cartId}/relationships/customers`, { token: admin, body: body(ada) })).status).toBe(204);
    const cart = await call("GET", `/v2/carts/${cartId}`, { token: implicit });
    expect(cart.body.data.relationships.customers).toEqual({ data: [{ type: "customer", id: ada }] });

    const taken = await call("POST", `/v2/carts/${cartId}/relationships/customers`, { token: admin, body: body(grace) });
    expect(taken.status).toBe(403);
    expect(schemaProblems("cart_checkout", "createCustomerCartAssociation", 403, taken.body)).toEqual([]);

    expect((await call("DELETE", `/v2/carts/${cartId}/relationships/customers`, { token: admin, body: body(ada) })).status).toBe(204);
    expect((await call("GET", `/v2/carts/${cartId}`, { token: implicit })).body.data.relationships.customers).toBeUndefined();
  });

  it("refuses a shopper (403), an unknown customer (404), a malformed body (400) and an unknown cart (404); nothing changes", async () => {
    const cartId = `cust-${randomUUID()}`;
    expect((await call("GET", `/v2/carts/${cartId}`, { token: implicit })).status).toBe(200);
    const ada = await newCustomer();
    expect((await call("POST", `/v2/carts/${cartId}/relationships/customers`, { token: implicit, body: body(ada) })).status).toBe(403);
    expect((await call("POST", `/v2/carts/${cartId}/relationships/customers`, { token: admin, body: body(randomUUID()) })).status).toBe(404);
    const malformed = await call("POST", `/v2/carts/${cartId}/relationships/customers`, { token: admin, body: { data: [{ type: "account", id: ada }] } });
    expect(malformed.status).toBe(400);
    expect(schemaProblems("cart_checkout", "createCustomerCartAssociation", 400, malformed.body)).toEqual([]);
    expect((await call("POST", `/v2/carts/cust-missing-${randomUUID()}/relationships/customers`, { token: admin, body: body(ada) })).status).toBe(404);
    expect((await call("GET", `/v2/carts/${cartId}`, { token: implicit })).body.data.relationships.customers).toBeUndefined();
  });
});
