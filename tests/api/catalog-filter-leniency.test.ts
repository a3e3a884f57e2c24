// EP's storefront asks for the products of the cart's lines with `filter=in(id,<ids…>)`, and with an empty cart
// sends `in(id,)`. EP leaves empty entries of an `in` list out; so does Cartwright (they were refused with 400
// and the storefront's pages lost their product data). A clause that does not parse is still refused.
import { beforeAll, describe, expect, it } from "vitest";
import { getByContextAllProducts } from "@epcc-sdk/sdks-shopper";
import { adminToken, call, implicitToken } from "../support/api";
import { makeProduct } from "../support/fixtures";
import { rawBody, shopperClient } from "../support/shopper-sdk";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

async function productsFiltered(filter: string) {
  const client = await shopperClient();
  const { response } = (await getByContextAllProducts({ client, query: { filter } } as never)) as { response: Response };
  return { status: response.status, body: rawBody(response) };
}

describe("catalog filters as lenient as EP", () => {
  it("an empty cart's in(id,) is a list of none: 200 with no products", async () => {
    await makeProduct(admin);
    const empty = await productsFiltered("in(id,)");
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.data).toEqual([]);
    expect(empty.body.meta.results.total).toBe(0);
  });

  it("leaves out empty entries: in(id,<uuid>,) and in(id,a,,b) find the products named", async () => {
    const [a, b] = [await makeProduct(admin), await makeProduct(admin)];
    const trailing = await productsFiltered(`in(id,${a.id},)`);
    expect(trailing.status, JSON.stringify(trailing.body)).toBe(200);
    expect(trailing.body.data.map((p: { id: string }) => p.id)).toEqual([a.id]);
    const gap = await productsFiltered(`in(id,${a.id},,${b.id})`);
    expect(gap.status, JSON.stringify(gap.body)).toBe(200);
    expect(gap.body.data.map((p: { id: string }) => p.id).sort()).toEqual([a.id, b.id].sort());
    const types = await productsFiltered("in(product_types,,)");
    expect(types.status).toBe(200);
    expect(types.body.data).toEqual([]);
  });

  it("still refuses a clause that does not parse, in the envelope", async () => {
    for (const filter of ["in(id)", "in(id,", "in(,x)", "eq(id,)", "like(name,)", "in(colour,red,)"]) {
      const refused = await call("GET", `/catalog/products?filter=${encodeURIComponent(filter)}`, { token: implicit });
      expect(refused.status, filter).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ status: 400, source: "filter" });
    }
  });
});
