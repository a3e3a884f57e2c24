// Ids in request paths are parsed where the request enters (lib/http/path-ids.ts): a segment that cannot be an id
// answers the resource's own 404, word for word what the domain answered when it checked ids itself, and a
// well-formed id no row has answers that resource's 404 too. One row per resource family the parsing moved for.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, implicitToken } from "../support/api";

let admin: string;
let implicit: string;
let accountId: string;
let hierarchyId: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
  const account = await call("POST", "/v2/accounts", { token: admin, body: { data: { type: "account", name: "Path ids" } } });
  accountId = account.body.data.id;
  const hierarchy = await call("POST", "/pcm/hierarchies", { token: admin, body: { data: { type: "hierarchy", attributes: { name: "Path ids", slug: `path-ids-${randomUUID().slice(0, 8)}` } } } });
  hierarchyId = hierarchy.body.data.id;
});

const MALFORMED = "not-an-id";

type Row = {
  family: string;
  method: string;
  /** The path with `id` in the segment under test. */
  path: (id: string) => string;
  token?: "admin" | "implicit" | "none";
  body?: unknown;
  title: string;
  /** The malformed segment's detail. */
  detail: string;
};

const ROWS: Row[] = [
  { family: "variations", method: "GET", path: (id) => `/pcm/variations/${id}`, title: "Variation not found", detail: "The requested variation could not be found" },
  {
    family: "variations",
    method: "PUT",
    path: (id) => `/pcm/variations/${id}`,
    body: { data: { type: "product-variation", attributes: { name: "Size" } } },
    title: "Variation not found",
    detail: "The requested variation could not be found",
  },
  { family: "variations", method: "DELETE", path: (id) => `/pcm/variations/${id}`, title: "Variation not found", detail: "The requested variation could not be found" },
  { family: "variations", method: "GET", path: (id) => `/pcm/variations/${id}/options`, title: "Variation not found", detail: "The requested variation could not be found" },
  { family: "options", method: "GET", path: (id) => `/pcm/variations/${randomUUID()}/options/${id}`, title: "Option not found", detail: "The requested variation option could not be found" },
  { family: "options", method: "DELETE", path: (id) => `/pcm/variations/${id}/options/${randomUUID()}`, title: "Option not found", detail: "The requested variation option could not be found" },
  { family: "pcm products", method: "GET", path: (id) => `/pcm/products/${id}`, title: "Product not found", detail: "The requested product could not be found" },
  { family: "pcm products", method: "DELETE", path: (id) => `/pcm/products/${id}`, title: "Product not found", detail: "The requested product could not be found" },
  { family: "pcm products", method: "GET", path: (id) => `/pcm/products/${id}/children`, title: "Product not found", detail: "The requested product could not be found" },
  { family: "pcm products", method: "POST", path: (id) => `/pcm/products/${id}/build`, title: "Product not found", detail: "The requested product could not be found" },
  {
    family: "pcm products",
    method: "GET",
    path: (id) => `/pcm/products/${id}/relationships/variations`,
    title: "Product not found",
    detail: "The requested product could not be found",
  },
  { family: "catalog products", method: "GET", token: "implicit", path: (id) => `/catalog/products/${id}`, title: "Product not found", detail: "The requested product could not be found" },
  { family: "hierarchies", method: "GET", path: (id) => `/pcm/hierarchies/${id}`, title: "Hierarchy not found", detail: "The requested hierarchy could not be found" },
  { family: "hierarchies", method: "DELETE", path: (id) => `/pcm/hierarchies/${id}`, title: "Hierarchy not found", detail: "The requested hierarchy could not be found" },
  { family: "hierarchies", method: "GET", path: (id) => `/pcm/hierarchies/${id}/nodes`, title: "Hierarchy not found", detail: "The requested hierarchy could not be found" },
  { family: "hierarchies", method: "GET", path: (id) => `/pcm/hierarchies/${id}/children`, title: "Hierarchy not found", detail: "The requested hierarchy could not be found" },
  { family: "hierarchies", method: "GET", token: "implicit", path: (id) => `/catalog/hierarchies/${id}`, title: "Hierarchy not found", detail: "The requested hierarchy could not be found" },
  { family: "hierarchies", method: "GET", token: "implicit", path: (id) => `/catalog/hierarchies/${id}/products`, title: "Hierarchy not found", detail: "The requested hierarchy could not be found" },
  { family: "nodes", method: "GET", path: (id) => `/pcm/hierarchies/${hierarchyId}/nodes/${id}`, title: "Node not found", detail: "The requested node could not be found" },
  { family: "nodes", method: "GET", path: (id) => `/pcm/hierarchies/${id}/nodes/${randomUUID()}`, title: "Node not found", detail: "The requested node could not be found" },
  { family: "nodes", method: "DELETE", path: (id) => `/pcm/hierarchies/${hierarchyId}/nodes/${id}/relationships/parent`, title: "Node not found", detail: "The requested node could not be found" },
  { family: "nodes", method: "GET", token: "implicit", path: (id) => `/catalog/nodes/${id}`, title: "Node not found", detail: "The requested node could not be found" },
  { family: "nodes", method: "GET", token: "implicit", path: (id) => `/catalog/nodes/${id}/relationships/products`, title: "Node not found", detail: "The requested node could not be found" },
  { family: "files", method: "GET", path: (id) => `/v2/files/${id}`, title: "Not Found", detail: `File ${MALFORMED} does not exist` },
  { family: "files", method: "GET", token: "none", path: (id) => `/v2/files/${id}/content`, title: "Not Found", detail: `File ${MALFORMED} does not exist` },
  { family: "locations", method: "GET", path: (id) => `/v2/inventories/locations/${id}`, title: "Not Found", detail: "No inventory location with this id." },
  { family: "promotions", method: "GET", path: (id) => `/v2/promotions/${id}`, title: "Not Found", detail: "promotion not found" },
  { family: "promotions", method: "DELETE", path: (id) => `/v2/promotions/${id}`, title: "Not Found", detail: "promotion not found" },
  { family: "promotions", method: "GET", path: (id) => `/v2/promotions/${id}/codes`, title: "Not Found", detail: "promotion not found" },
  { family: "promotions", method: "DELETE", path: (id) => `/v2/promotions/${id}/codes/SPRING`, title: "Not Found", detail: "promotion not found" },
  { family: "accounts", method: "GET", path: (id) => `/v2/accounts/${id}`, title: "Not Found", detail: "account not found" },
  { family: "accounts", method: "GET", path: (id) => `/v2/accounts/${id}/addresses`, title: "Not Found", detail: "account not found" },
  { family: "account members", method: "GET", path: (id) => `/v2/account-members/${id}`, title: "Not Found", detail: "account member not found" },
  { family: "addresses", method: "GET", path: (id) => `/v2/accounts/${accountId}/addresses/${id}`, title: "Not Found", detail: "address not found" },
  { family: "addresses", method: "DELETE", path: (id) => `/v2/accounts/${accountId}/addresses/${id}`, title: "Not Found", detail: "address not found" },
];

const tokenOf = (row: Row) => (row.token === "none" ? undefined : row.token === "implicit" ? implicit : admin);

describe("ids in paths", () => {
  it.each(ROWS.map((row) => [`${row.family}: ${row.method} ${row.path("{id}")}`, row] as const))("%s", async (_name, row) => {
    const malformed = await call(row.method, row.path(MALFORMED), { token: tokenOf(row), body: row.body });
    expect(malformed.status).toBe(404);
    expect(malformed.body.errors[0]).toMatchObject({ title: row.title, detail: row.detail });

    const unknown = await call(row.method, row.path(randomUUID()), { token: tokenOf(row), body: row.body });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toMatchObject({ title: row.title });
  });
});
