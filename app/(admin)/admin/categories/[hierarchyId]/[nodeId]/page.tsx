import type { Metadata } from "next";
import Link from "next/link";
import { CategoryForm } from "@/components/admin/category-form";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { FoundProducts, ProductSearchForm } from "@/components/admin/product-finder";
import { categoryNode, productsMatching } from "@/lib/commerce/catalog/category-admin";
import { requireAdmin } from "@/lib/web/admin-session";
import { attachProductsAction, deleteCategoryAction, detachProductsAction, moveCategoryAction, saveCategory } from "../../actions";
import { orNotFound } from "../not-found-guard";
import { nodeOfHierarchyParams } from "@/lib/http/path-ids";

export const metadata: Metadata = { title: "Category" };

type Props = { params: Promise<{ hierarchyId: string; nodeId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const statusWords = (status: string) => (status === "live" ? "In the shop" : "Not in the shop (draft)");

export default async function AdminCategoryPage({ params, searchParams }: Props) {
  const { hierarchyId, nodeId } = await params;
  await requireAdmin(`/admin/categories/${hierarchyId}/${nodeId}`);
  const { node, hierarchy, descendants, products, productTotal, parentChoices } = await orNotFound(() => categoryNode(...nodeOfHierarchyParams(hierarchyId, nodeId)));
  const query = await searchParams;
  const done = typeof query.done === "string" ? query.done.slice(0, 300) : "";
  const error = typeof query.error === "string" ? query.error.slice(0, 300) : "";
  const term = typeof query.q === "string" ? query.q.slice(0, 100) : "";
  const attached = new Set(products.map((p) => p.id));
  const found = term ? (await productsMatching(term)).filter((p) => !attached.has(p.id)) : [];
  const hidden = { hierarchy_id: hierarchy.id, node_id: node.id };
  return (
    <>
      <p className="text-sm">
        <Link href="/admin/categories" className="text-brand-700 underline">
          Categories
        </Link>{" "}
        /{" "}
        <Link href={`/admin/categories/${hierarchy.id}`} className="text-brand-700 underline">
          {hierarchy.name}
        </Link>
      </p>
      <h1 className="mt-2 break-words text-2xl font-semibold tracking-tight">{node.name}</h1>
      <form action={moveCategoryAction} className="mt-2 flex flex-wrap gap-2">
        <input type="hidden" name="hierarchy_id" value={hierarchy.id} />
        <input type="hidden" name="node_id" value={node.id} />
        <button type="submit" name="direction" value="up" className="rounded border border-stone-400 bg-white px-3 py-1 text-sm font-medium text-brand-700 hover:bg-stone-100">
          Move up
        </button>
        <button type="submit" name="direction" value="down" className="rounded border border-stone-400 bg-white px-3 py-1 text-sm font-medium text-brand-700 hover:bg-stone-100">
          Move down
        </button>
      </form>
      <div id="outcome" role="status" aria-live="polite" className="mt-2 text-sm font-medium">
        {done ? <p className="text-green-800">{done}</p> : null}
        {error ? <p className="text-red-700">{error}</p> : null}
      </div>

      <section aria-labelledby="products-heading" className="mt-8">
        <h2 id="products-heading" className="text-xl font-semibold">Products in this category</h2>
        {products.length ? (
          <form action={detachProductsAction} className="mt-3">
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
              {products.map((product) => (
                <li key={product.id} className="flex items-center gap-3 px-3 py-2" data-testid="category-product">
                  <input type="checkbox" name="product" value={product.id} id={`detach-${product.id}`} className="h-4 w-4 shrink-0 accent-brand-700" />
                  <label htmlFor={`detach-${product.id}`} className="min-w-0 break-words">
                    <span className="font-medium">{product.name}</span> <span className="text-sm text-stone-600">· {product.sku || "no SKU"} · {statusWords(product.status)}</span>
                  </label>
                </li>
              ))}
            </ul>
            {productTotal > products.length ? <p className="mt-2 text-sm text-stone-600">Showing {products.length} of {productTotal}.</p> : null}
            <button type="submit" className="mt-3 rounded border border-stone-400 bg-white px-4 py-2 font-medium text-brand-700 hover:bg-stone-100">
              Take chosen products out
            </button>
          </form>
        ) : (
          <p className="mt-2 text-sm text-stone-600">No products yet.</p>
        )}

        <h3 className="mt-6 font-semibold">Add products</h3>
        <ProductSearchForm href={`/admin/categories/${hierarchy.id}/${node.id}`} term={term} />
        {term ? (
          found.length ? (
            <FoundProducts
              action={attachProductsAction}
              fields={hidden}
              found={found}
              detail={(product) => `· ${product.sku || "no SKU"} · ${statusWords(product.status)}`}
              button="Add chosen products"
            />
          ) : (
            <p className="mt-3 text-sm" role="status">
              No other products match “{term}”.
            </p>
          )
        ) : null}
      </section>

      <section aria-labelledby="details-heading" className="mt-10">
        <h2 id="details-heading" className="text-xl font-semibold">Details</h2>
        <CategoryForm
          action={saveCategory}
          initial={{ name: node.name, slug: node.slug, description: node.description, sort_order: node.sortOrder === null ? "" : String(node.sortOrder), parent: node.parentId ?? "" }}
          fields={hidden}
          idPrefix="category"
          submitLabel="Save category"
          parentChoices={parentChoices.map((n) => ({ id: n.id, label: n.name }))}
          withSortOrder
        />
      </section>

      <section aria-labelledby="delete-heading" className="mt-10 rounded-lg border border-red-200 bg-white p-4">
        <h2 id="delete-heading" className="text-xl font-semibold">Delete this category</h2>
        <p className="mt-1 text-sm text-stone-600">
          {descendants === 0 ? "" : `The ${descendants === 1 ? "category" : `${descendants} categories`} inside it go${descendants === 1 ? "es" : ""} with it. `}
          Its products stay in the shop.
        </p>
        <div className="mt-3">
          <ConfirmedForm action={deleteCategoryAction} fields={hidden} id="confirm-delete-category" confirm={`Yes, delete ${node.name}`} button="Delete category" />
        </div>
      </section>
    </>
  );
}
