// Products and the nodes they are in, from the product's side (EP's PXM): the nodes a product is attached to
// (GET /pcm/products/{id}/nodes) and the bulk attach and detach of every product a filter selects to and from
// several nodes (POST /pcm/products/attach_nodes, /detach_nodes). One node's own attachments are hierarchies.ts'.
import { z } from "zod";
import { hierarchyStore } from "@/lib/storage/catalog/hierarchy-store";
import { productStore } from "@/lib/storage/catalog/product-store";
import { now } from "../clock";
import { isUuid, type Uuid } from "../uuid";
import type { Page } from "../page";
import { parseProductFilter } from "./catalog-filter";
import { findProduct, productConditions, productNotFound } from "./products";
import { pcmNodes } from "./hierarchy-reads";

/** POST /pcm/products/attach_nodes and /detach_nodes: the products a filter (as GET /pcm/products takes it) selects,
 * and the nodes. EP requires both; a filter selecting every product is still one to write. */
export const bulkNodesBodySchema = z.object({
  data: z.object({
    filter: z.string().trim().min(1, "A filter selecting the products is required."),
    node_ids: z.array(z.string().max(64)).min(1).max(100),
  }),
});

/** GET /pcm/products/{id}/nodes: the nodes the product is attached to, paged; 404 for no such product. */
export async function pcmProductNodes(productId: Uuid, page: Page) {
  if (!(await findProduct({ id: productId }, { liveOnly: false }))) throw productNotFound({ id: productId });
  return pcmNodes({ kind: "product", productId }, page);
}

/**
 * Attaches (or detaches) every product the filter selects to (from) every node named that exists, in one
 * transaction. Answers EP's counts: the nodes the products were attached to (detached from), and the ids that name
 * no node. A filter that does not parse is 400 and changes nothing.
 */
export async function changeNodesOfProducts(how: "attach" | "detach", input: z.output<typeof bulkNodesBodySchema>["data"]) {
  const filter = parseProductFilter(input.filter);
  const named = [...new Set(input.node_ids.map((id) => id.toLowerCase()))];
  const ids = named.filter(isUuid);
  const productIds = await productStore.matchingIds({ liveOnly: false, conditions: productConditions(filter) });
  const known = await hierarchyStore.bulkAttachment(how, ids, productIds, now());
  const notFound = input.node_ids.filter((id) => !known.includes(id.toLowerCase()));
  const count = productIds.length ? known.length : 0;
  return how === "attach" ? { nodes_attached: count, nodes_not_found: notFound } : { nodes_detached: count, nodes_not_found: notFound };
}
