import type { Metadata } from "next";
import Link from "next/link";
import { CategoryForm } from "@/components/admin/category-form";
import { CategoryTree } from "@/components/admin/category-tree";
import { categoryTree } from "@/lib/commerce/catalog/category-admin";
import { requireAdmin } from "@/lib/web/admin-session";
import { moveCategoryAction, saveCategoryGroup } from "./actions";

export const metadata: Metadata = { title: "Categories" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminCategoriesPage({ searchParams }: Props) {
  await requireAdmin("/admin/categories");
  const query = await searchParams;
  const done = typeof query.done === "string" ? query.done.slice(0, 300) : "";
  const error = typeof query.error === "string" ? query.error.slice(0, 300) : "";
  const groups = await categoryTree();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Categories</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        The shop&apos;s menu: each group is a heading of the navigation, with its categories below it in this order.
        Open a category to rename it, move it or choose its products.
      </p>
      <div id="outcome" role="status" aria-live="polite" className="mt-2 text-sm font-medium">
        {done ? <p className="text-green-800">{done}</p> : null}
        {error ? <p className="text-red-700">{error}</p> : null}
      </div>
      {groups.length === 0 ? <p className="mt-6">No category groups yet.</p> : null}
      {groups.map(({ hierarchy, nodes }) => (
        <section key={hierarchy.id} aria-labelledby={`group-${hierarchy.id}`} className="mt-6 rounded-lg border border-stone-200 bg-white p-4" data-testid="admin-category-group">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`group-${hierarchy.id}`} className="break-words text-lg font-semibold">
              {hierarchy.name}
            </h2>
            <Link href={`/admin/categories/${hierarchy.id}`} className="text-sm text-brand-700 underline">
              Change or add categories<span className="sr-only"> in {hierarchy.name}</span>
            </Link>
          </div>
          <div className="mt-2">{nodes.length ? <CategoryTree nodes={nodes} move={moveCategoryAction} from="tree" /> : <p className="text-sm text-stone-600">No categories yet.</p>}</div>
        </section>
      ))}
      <section aria-labelledby="new-group-heading" className="mt-10">
        <h2 id="new-group-heading" className="text-xl font-semibold">New category group</h2>
        <CategoryForm action={saveCategoryGroup} initial={{ name: "", slug: "", description: "" }} fields={{}} idPrefix="new-group" submitLabel="Create group" />
      </section>
    </>
  );
}
