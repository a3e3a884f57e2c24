// The admin's Move up / Move down (moveNodeAmongSiblings, sibling-order.ts): what it writes reads back through
// /pcm and /catalog in the new order, and the storefront's navigation follows.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";
import { moveNodeAmongSiblings } from "@/lib/commerce/catalog/hierarchies";
import { storeNavigation } from "@/lib/commerce/catalog/store-navigation";
import { storedUuid } from "@/lib/commerce/uuid";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

describe("moving a category among its siblings", () => {
  it("swaps it with its neighbour, as /pcm, /catalog and the navigation read it; nothing moves past the ends", async () => {
    const tag = randomUUID().slice(0, 8);
    const made = await call("POST", "/pcm/hierarchies", { token: admin, body: { data: { type: "hierarchy", attributes: { name: `Order ${tag}` } } } });
    const hierarchyId = made.body.data.id;
    for (const [index, name] of ["First", "Second", "Third"].entries()) {
      const node = await call("POST", `/pcm/hierarchies/${hierarchyId}/nodes`, { token: admin, body: { data: { type: "node", attributes: { name }, meta: { sort_order: 3 - index } } } });
      expect(node.status).toBe(201);
    }
    const pcmOrder = async () => (await call("GET", `/pcm/hierarchies/${hierarchyId}/nodes`, { token: admin })).body.data.map((n: any) => n.attributes.name);
    const catalogOrder = async () => (await call("GET", `/catalog/hierarchies/${hierarchyId}/nodes`, { token: implicit })).body.data.map((n: any) => n.attributes.name);
    const navigationOrder = async () => (await storeNavigation()).find((h) => h.id === hierarchyId)!.nodes.map((n) => n.name);
    expect(await pcmOrder()).toEqual(["First", "Second", "Third"]);

    const third = (await pcmOrderIds(hierarchyId))[2];
    const moved = await moveNodeAmongSiblings(storedUuid(hierarchyId), storedUuid(third), "up");
    expect(moved.name).toBe("Third");
    expect(await pcmOrder()).toEqual(["First", "Third", "Second"]);
    expect(await catalogOrder()).toEqual(["First", "Third", "Second"]);
    expect(await navigationOrder()).toEqual(["First", "Third", "Second"]);

    const first = (await pcmOrderIds(hierarchyId))[0];
    await moveNodeAmongSiblings(storedUuid(hierarchyId), storedUuid(first), "up");
    expect(await pcmOrder()).toEqual(["First", "Third", "Second"]);

    await expect(moveNodeAmongSiblings(storedUuid(hierarchyId), storedUuid(randomUUID()), "up")).rejects.toMatchObject({ status: 404 });
  });
});

async function pcmOrderIds(hierarchyId: string): Promise<string[]> {
  return (await call("GET", `/pcm/hierarchies/${hierarchyId}/nodes`, { token: admin })).body.data.map((n: any) => n.id);
}
