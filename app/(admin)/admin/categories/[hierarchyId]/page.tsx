import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import Link from "next/link";
import { CategoryForm } from "@/components/admin/category-form";
import { CategoryTree } from "@/components/admin/category-tree";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { categoryGroup } from "@/lib/commerce/catalog/category-admin";
import { requireAdmin } from "@/lib/web/admin-session";
import { deleteCategoryGroupAction, moveCategoryAction, saveCategory, saveCategoryGroup } from "../actions";
import { orNotFound } from "./not-found-guard";
import { hierarchyIdParam } from "@/lib/http/path-ids";

export const metadata: Metadata = { title: "Category group" };

type Props = { params: Promise<{ hierarchyId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminCategoryGroupPage({ params, searchParams }: Props) {
  const { hierarchyId } = await params;
  await requireAdmin(`/admin/categories/${hierarchyId}`);
  const { hierarchy, nodes, all } = await orNotFound(() => categoryGroup(hierarchyIdParam(hierarchyId)));
  const query = await searchParams;
  const done = typeof query.done === "string" ? query.done.slice(0, 300) : "";
  const error = typeof query.error === "string" ? query.error.slice(0, 300) : "";
  return (
    <>
      <PageTitle back={{ href: "/admin/categories", label: "Categories" }}>{hierarchy.name}</PageTitle>
      <p className="mt-1 text-sm text-stone-600">
        In the shop at{" "}
        <Link href={`/categories/${hierarchy.slug}`} className="text-brand-700 underline">
          /categories/{hierarchy.slug}
        </Link>
      </p>
      <div id="outcome" role="status" aria-live="polite" className="mt-2 text-sm font-medium">
        {done ? <p className="text-green-800">{done}</p> : null}
        {error ? <p className="text-red-700">{error}</p> : null}
      </div>

      <section aria-labelledby="tree-heading" className="mt-6">
        <h2 id="tree-heading" className="text-xl font-semibold">Categories in this group</h2>
        <div className="mt-2">{nodes.length ? <CategoryTree nodes={nodes} move={moveCategoryAction} from="group" /> : <p className="text-sm text-stone-600">No categories yet.</p>}</div>
      </section>

      <section aria-labelledby="add-heading" className="mt-10">
        <h2 id="add-heading" className="text-xl font-semibold">Add a category</h2>
        <CategoryForm
          action={saveCategory}
          initial={{ name: "", slug: "", description: "", sort_order: "", parent: "" }}
          fields={{ hierarchy_id: hierarchy.id }}
          idPrefix="new-category"
          submitLabel="Add category"
          parentChoices={all.map((n) => ({ id: n.id, label: n.name }))}
          withSortOrder
        />
      </section>

      <section aria-labelledby="group-heading" className="mt-10">
        <h2 id="group-heading" className="text-xl font-semibold">The group</h2>
        <CategoryForm
          action={saveCategoryGroup}
          initial={{ name: hierarchy.name, slug: hierarchy.slug, description: hierarchy.description }}
          fields={{ hierarchy_id: hierarchy.id }}
          idPrefix="group"
          submitLabel="Save group"
        />
      </section>

      <section aria-labelledby="delete-heading" className="mt-10 rounded-lg border border-red-200 bg-white p-4">
        <h2 id="delete-heading" className="text-xl font-semibold">Delete this group</h2>
        <p className="mt-1 text-sm text-stone-600">
          {all.length === 0 ? "It has no categories." : `Its ${all.length === 1 ? "category goes" : `${all.length} categories go`} with it.`} The products stay in the shop.
        </p>
        <div className="mt-3">
          <ConfirmedForm action={deleteCategoryGroupAction} fields={{ hierarchy_id: hierarchy.id }} id="confirm-delete-group" confirm={`Yes, delete ${hierarchy.name}`} button="Delete group" />
        </div>
      </section>
    </>
  );
}
