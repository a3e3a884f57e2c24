// Elastic Path's official @elasticpath/js-sdk drives shipping groups, checkout, orders and merge
// unchanged, through its `custom_fetch` hook into the in-process harness.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { gateway, MemoryStorageFactory } from "@elasticpath/js-sdk";
import { ADMIN_CLIENT, adminToken, apiFetch, implicitToken } from "../support/api";
import { makeAccountMember, makeProduct } from "../support/fixtures";
import { ADDRESS, CUSTOMER } from "../support/order-fixtures";

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

type Doc = { data: any; meta?: any };
/** The CartEndpoint methods used here, as the SDK's runtime has them (its typings lag behind for a few). */
type SdkCart = {
  AddProduct(id: string, quantity: number, data?: object): Promise<Doc>;
  CreateShippingGroup(body: object): Promise<Doc>;
  GetCartShippingGroup(id: string): Promise<Doc>;
  AllShippingGroupsCart(): Promise<Doc>;
  Merge(cartId: string): Promise<Doc>;
  Checkout(customer: object, billing: object, shipping?: object): Promise<Doc>;
  CheckoutWithAccountManagementToken(contact: object, billing: object, shipping: object, token: string): Promise<Doc>;
};

function shopperClient() {
  return gateway({
    client_id: ADMIN_CLIENT.id,
    host: "cartwright.test",
    ...({ protocol: "http" } as object),
    custom_fetch: apiFetch,
    storage: new MemoryStorageFactory(),
    fetchMaxAttempts: 1,
  });
}

describe("@elasticpath/js-sdk", () => {
  it("creates and reads a shipping group, links an item, checks out as a guest and reads the order and its items", async () => {
    const product = await makeProduct(admin, { price: { USD: { amount: 2500, includes_tax: false } } });
    const client = shopperClient();
    const cart = (id: string) => client.Cart(id) as unknown as SdkCart;
    const cartId = `sdk-${randomUUID().slice(0, 8)}`;
    await cart(cartId).AddProduct(product.id, 1);

    const group = await cart(cartId).CreateShippingGroup({ shipping_type: "standard", shipping_price: { base: 500, tax: 100, fees: 0 }, address: ADDRESS });
    const groupId = group.data.id as string;
    expect(group.data.type).toBe("shipping_group");
    const read = await cart(cartId).GetCartShippingGroup(groupId);
    expect(read.data.address).toEqual(ADDRESS);
    const all = await cart(cartId).AllShippingGroupsCart();
    expect(all.data).toHaveLength(1);

    const linked = await cart(cartId).AddProduct(product.id, 1, { shipping_group_id: groupId });
    expect(linked.meta.display_price.with_tax.amount).toBe(5000 + 600);

    const order = await cart(cartId).Checkout(CUSTOMER, ADDRESS);
    expect(order.data).toMatchObject({ type: "order", status: "incomplete", payment: "unpaid", customer: CUSTOMER, shipping_address: ADDRESS });
    expect(order.data.meta.display_price.with_tax.amount).toBe(5600);

    const fetched = await client.Orders.Get(order.data.id);
    expect(fetched.data.id).toBe(order.data.id);
    const items = await client.Orders.Items(order.data.id);
    expect(items.data.map((i) => [i.type, i.product_id, i.quantity])).toEqual([
      ["order_item", product.id, 1],
      ["order_item", product.id, 1],
    ]);
  });

  it("checks out with an account management token, and merges an anonymous cart into the shopper's", async () => {
    const a = await makeProduct(admin);
    const b = await makeProduct(admin);
    const client = shopperClient();
    const cart = (id: string) => client.Cart(id) as unknown as SdkCart;
    const { accountToken, accountId } = await makeAccountMember(admin, await implicitToken());

    const anonymous = `anon-${randomUUID().slice(0, 8)}`;
    const mine = `mine-${randomUUID().slice(0, 8)}`;
    await cart(mine).AddProduct(a.id, 1);
    await cart(mine).AddProduct(b.id, 1);
    await cart(anonymous).AddProduct(a.id, 2);
    const merged = await cart(mine).Merge(anonymous);
    expect(merged.data.map((i: { product_id: string; quantity: number }) => [i.product_id, i.quantity])).toEqual([
      [a.id, 3],
      [b.id, 1],
    ]);

    const order = await cart(mine).CheckoutWithAccountManagementToken(CUSTOMER, ADDRESS, ADDRESS, accountToken);
    expect(order.data).toMatchObject({ type: "order", contact: CUSTOMER, relationships: { account: { data: { id: accountId } } } });
  });
});
