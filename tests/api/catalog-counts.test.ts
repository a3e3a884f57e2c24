// The whole catalog's size in /catalog/products' meta comes from counts kept by triggers (catalog_counts), not from
// counting: after any mix of creates, status changes, child builds and deletes, it equals the products counted.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { adminToken, call, implicitToken } from "../support/api";
import { getDb } from "@/lib/storage/db";

let admin: string;
let implicit: string;

beforeAll(async () => {
  admin = await adminToken();
  implicit = await implicitToken();
});

async function counted() {
  const db = await getDb();
  const result = (await db.execute(sql`select
    (select count(*) from products where status = 'live')::int as live,
    (select count(*) from products where status = 'live' and base_product_id is null)::int as listed`)) as unknown as { rows: { live: number; listed: number }[] };
  return result.rows[0];
}

describe("catalog counts", () => {
  it("equal the products counted after any mix of writes", async () => {
    const made: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom("create-live", "create-draft", "to-draft", "to-live", "delete-sql", "bulk-sql"), { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const step of steps) {
          if (step.startsWith("create")) {
            const tag = randomUUID().slice(0, 8);
            const response = await call("POST", "/pcm/products", { token: admin, body: { data: { type: "product", attributes: { name: `P ${tag}`, sku: `P-${tag}`, status: step === "create-live" ? "live" : "draft" } } } });
            made.push(response.body.data.id);
          } else if ((step === "to-draft" || step === "to-live") && made.length) {
            await call("PUT", `/pcm/products/${made[made.length - 1]}`, { token: admin, body: { data: { type: "product", attributes: { status: step === "to-live" ? "live" : "draft" } } } });
          } else if (step === "delete-sql" && made.length) {
            await (await getDb()).execute(sql`delete from products where id = ${made.pop()!}::uuid`);
          } else if (step === "bulk-sql") {
            const tag = randomUUID().slice(0, 8);
            await (await getDb()).execute(sql`insert into products (sku, slug, name, status) select 'B-' || ${tag} || g, 'b-' || ${tag} || g, 'Bulk', case when g % 2 = 0 then 'live' else 'draft' end from generate_series(1, 5) g`);
          }
        }
        const truth = await counted();
        const listed = await call("GET", "/catalog/products?page[limit]=1", { token: implicit });
        expect(listed.body.meta.results.total).toBe(truth.live);
      }),
      { numRuns: 8 },
    );
  });

  it("count children as live products but not as listed ones", async () => {
    const tag = randomUUID().slice(0, 8);
    const base = await call("POST", "/pcm/products", { token: admin, body: { data: { type: "product", attributes: { name: `Base ${tag}`, sku: `BASE-${tag}` } } } });
    const variation = await call("POST", "/pcm/variations", { token: admin, body: { data: { type: "product-variation", attributes: { name: `V ${tag}` } } } });
    for (const name of ["A", "B", "C"]) {
      await call("POST", `/pcm/variations/${variation.body.data.id}/options`, { token: admin, body: { data: { type: "product-variation-option", attributes: { name } } } });
    }
    await call("POST", `/pcm/products/${base.body.data.id}/relationships/variations`, { token: admin, body: { data: [{ type: "product-variation", id: variation.body.data.id }] } });
    const before = await counted();
    expect((await call("POST", `/pcm/products/${base.body.data.id}/build`, { token: admin })).status).toBe(201);
    const after = await counted();
    expect(after.live - before.live).toBe(3);
    expect(after.listed).toBe(before.listed);
    const db = await getDb();
    const kept = (await db.execute(sql`select name, value::int as value from catalog_counts order by name`)) as unknown as { rows: { name: string; value: number }[] };
    expect(kept.rows).toEqual([{ name: "live_listed", value: after.listed }, { name: "live_products", value: after.live }]);
  });
});
