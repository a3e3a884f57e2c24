"use server";
// The admin's categories: category groups (EP's hierarchies) and the categories in them (nodes): create, change,
// move up or down, delete, attach and detach products. Each checks its arguments and the admin session, parses with
// the hierarchy schemas /pcm/hierarchies parses with, calls the one domain function that route calls, and marks the
// storefront's cached catalog stale as the route does (catalogChanged). Plain form posts; no JavaScript needed.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { ApiError } from "@/lib/commerce/errors";
import { parseOrThrow } from "@/lib/commerce/validation";
import { categoryFormSchema, type CategoryFormValues } from "@/lib/commerce/catalog/category-form";
import {
  createHierarchySchema,
  createNodeSchema,
  nodeProductReferencesSchema,
  updateHierarchySchema,
  updateNodeSchema,
} from "@/lib/commerce/catalog/hierarchy-schema";
import {
  attachNodeProducts,
  createHierarchy,
  createNode,
  deleteHierarchy,
  deleteNode,
  detachNodeProducts,
  findHierarchy,
  findNode,
  moveNodeAmongSiblings,
  updateHierarchy,
  updateNode,
} from "@/lib/commerce/catalog/hierarchies";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { requireAdmin } from "@/lib/web/admin-session";
import type { CategoryFormState } from "@/components/admin/category-form-state";
import { hierarchyIdParam, nodeChangeParams, nodeOfHierarchyParams } from "@/lib/http/path-ids";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const apiWords = (error: ApiError) => error.errors.map((e) => e.detail ?? e.title).join(" ");

/** The form field an API error names (its `source`), if any. */
function fieldOf(error: ApiError): string | undefined {
  const source = error.errors[0]?.source ?? "";
  if (error.status === 409) return "slug";
  if (source.includes("relationships.parent")) return "parent";
  const match = /attributes\.(name|slug|description)/.exec(source);
  if (match) return match[1];
  return source.includes("sort_order") ? "sort_order" : undefined;
}

const groupPage = (hierarchyId: string) => `/admin/categories/${encodeURIComponent(hierarchyId)}`;
const nodePage = (hierarchyId: string, nodeId: string) => `${groupPage(hierarchyId)}/${encodeURIComponent(nodeId)}`;
const withOutcome = (path: string, outcome: { done?: string; error?: string }) => `${path}?${new URLSearchParams(outcome as Record<string, string>)}#outcome`;

/** The form's values checked with the category schema; the field errors when refused. */
function checkedForm(form: FormData, withPlace: boolean) {
  const values: CategoryFormValues = {
    name: text(form, "name"),
    slug: text(form, "slug"),
    description: text(form, "description"),
    ...(withPlace ? { sort_order: text(form, "sort_order"), parent: text(form, "parent") } : {}),
  };
  const checked = categoryFormSchema.safeParse(values);
  if (checked.success) return { values, data: checked.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of checked.error.issues) fieldErrors[String(issue.path[0] ?? "name")] ??= issue.message;
  return { values, fieldErrors };
}

/** A write from a category form: refused input and API errors come back to the form; a new one's page is next. */
async function saveFrom(values: CategoryFormValues, write: () => Promise<string | undefined>): Promise<CategoryFormState> {
  let next: string | undefined;
  try {
    next = await write();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const field = fieldOf(error);
    return field ? { values, fieldErrors: { [field]: apiWords(error) } } : { values, formError: apiWords(error) };
  }
  catalogChanged(undefined);
  if (next) redirect(next);
  // The pages around the form (headings, the tree) show the change.
  revalidatePath("/admin/categories", "layout");
  return { values, saved: true };
}

/** Creates a category group (no `hierarchy_id`) or changes one. */
export async function saveCategoryGroup(...args: [previous: CategoryFormState, form: FormData]): Promise<CategoryFormState> {
  const [, form] = actionArguments("saveCategoryGroup", args, z.tuple([previousStateArg, formArg]));
  const hierarchyId = text(form, "hierarchy_id");
  const caller = await requireAdmin(hierarchyId ? groupPage(hierarchyId) : "/admin/categories");
  const { values, data, fieldErrors } = checkedForm(form, false);
  if (!data) return { values, fieldErrors };
  return saveFrom(values, async () => {
    if (hierarchyId) {
      const body = parseOrThrow(updateHierarchySchema, { data: { type: "hierarchy", attributes: data.attributes } }, "");
      await updateHierarchy(hierarchyIdParam(hierarchyId), body.data.attributes, caller);
      return undefined;
    }
    const body = parseOrThrow(createHierarchySchema, { data: { type: "hierarchy", attributes: data.attributes } }, "");
    const created = await createHierarchy(body.data.attributes, caller);
    return withOutcome(groupPage(created.id), { done: `The group “${created.name}” is created. Add its categories below.` });
  });
}

/** Creates a category in a group (no `node_id`) or changes one: its name, address, description, order and parent. */
export async function saveCategory(...args: [previous: CategoryFormState, form: FormData]): Promise<CategoryFormState> {
  const [, form] = actionArguments("saveCategory", args, z.tuple([previousStateArg, formArg]));
  const hierarchyId = text(form, "hierarchy_id");
  const nodeId = text(form, "node_id");
  const caller = await requireAdmin(nodeId ? nodePage(hierarchyId, nodeId) : groupPage(hierarchyId));
  const { values, data, fieldErrors } = checkedForm(form, true);
  if (!data) return { values, fieldErrors };
  const parent = data.parentId ? { parent: { data: { type: "node", id: data.parentId } } } : undefined;
  return saveFrom(values, async () => {
    if (nodeId) {
      const body = parseOrThrow(
        updateNodeSchema,
        { data: { type: "node", attributes: data.attributes, meta: { sort_order: data.sortOrder }, relationships: parent ?? { parent: { data: null } } } },
        "",
      );
      await updateNode(...nodeChangeParams(hierarchyId, nodeId), body.data, caller);
      return undefined;
    }
    const body = parseOrThrow(createNodeSchema, { data: { type: "node", attributes: data.attributes, meta: { sort_order: data.sortOrder }, ...(parent ? { relationships: parent } : {}) } }, "");
    const created = await createNode(hierarchyIdParam(hierarchyId), body.data, caller);
    return withOutcome(nodePage(hierarchyId, created.id), { done: `The category “${created.name}” is created. Add its products below.` });
  });
}

type Work = (hierarchyId: string, nodeId: string, form: FormData, caller: Caller) => Promise<string>;

/** A button's action on a category or group: the session, the box when asked, the work; back with the outcome. */
async function act(name: string, args: readonly unknown[], work: Work, options: { confirm?: boolean; back?: (hierarchyId: string, nodeId: string, form: FormData) => string } = {}): Promise<never> {
  const [form] = actionArguments(name, args, z.tuple([formArg]));
  const hierarchyId = text(form, "hierarchy_id");
  const nodeId = text(form, "node_id");
  const here = nodeId ? nodePage(hierarchyId, nodeId) : groupPage(hierarchyId);
  const caller = await requireAdmin(here);
  const back = options.back?.(hierarchyId, nodeId, form) ?? here;
  if (options.confirm && form.get("confirm") !== "yes") redirect(withOutcome(here, { error: "Tick the box to confirm, then try again." }));
  let outcome: { done?: string; error?: string };
  let to = back;
  try {
    outcome = { done: await work(hierarchyId, nodeId, form, caller) };
    catalogChanged(undefined);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    outcome = { error: apiWords(error) };
    to = here;
  }
  redirect(withOutcome(to, outcome));
}

/** Where a Move up/down comes back to: the whole tree, the group, or the category's own page. */
const moveBack = (hierarchyId: string, nodeId: string, form: FormData) => {
  const from = text(form, "from");
  return from === "tree" ? "/admin/categories" : from === "group" ? groupPage(hierarchyId) : nodePage(hierarchyId, nodeId);
};

export async function moveCategoryAction(...args: [form: FormData]) {
  return act(
    "moveCategoryAction",
    args,
    async (hierarchyId, nodeId, form, caller) => {
      const direction = text(form, "direction") === "up" ? "up" : "down";
      const node = await moveNodeAmongSiblings(...nodeChangeParams(hierarchyId, nodeId), direction, caller);
      return `“${node.name}” is moved ${direction}.`;
    },
    { back: moveBack },
  );
}

export async function deleteCategoryAction(...args: [form: FormData]) {
  return act(
    "deleteCategoryAction",
    args,
    async (hierarchyId, nodeId, _form, caller) => {
      const [parsedHierarchyId, parsedNodeId] = nodeOfHierarchyParams(hierarchyId, nodeId);
      const node = await findNode(parsedNodeId, parsedHierarchyId);
      await deleteNode(parsedHierarchyId, parsedNodeId, caller);
      return `The category “${node.name}” is deleted.`;
    },
    { confirm: true, back: (hierarchyId) => groupPage(hierarchyId) },
  );
}

export async function deleteCategoryGroupAction(...args: [form: FormData]) {
  return act(
    "deleteCategoryGroupAction",
    args,
    async (hierarchyId, _nodeId, _form, caller) => {
      const id = hierarchyIdParam(hierarchyId);
      const hierarchy = await findHierarchy(id);
      await deleteHierarchy(id, caller);
      return `The group “${hierarchy.name}” is deleted.`;
    },
    { confirm: true, back: () => "/admin/categories" },
  );
}

const productReferences = (form: FormData) =>
  parseOrThrow(nodeProductReferencesSchema, { data: form.getAll("product").filter((v) => typeof v === "string").map((id) => ({ type: "product", id })) }, "").data;

const productWords = (n: number) => (n === 1 ? "1 product" : `${n} products`);

export async function attachProductsAction(...args: [form: FormData]) {
  return act("attachProductsAction", args, async (hierarchyId, nodeId, form, caller) => {
    if (!form.getAll("product").length) throw new ApiError({ status: 400, title: "No products", detail: "Choose the products to add." });
    const references = productReferences(form);
    await attachNodeProducts(...nodeOfHierarchyParams(hierarchyId, nodeId), references, caller);
    return `${productWords(references.length)} added.`;
  });
}

export async function detachProductsAction(...args: [form: FormData]) {
  return act("detachProductsAction", args, async (hierarchyId, nodeId, form, caller) => {
    if (!form.getAll("product").length) throw new ApiError({ status: 400, title: "No products", detail: "Choose the products to take out." });
    const references = productReferences(form);
    await detachNodeProducts(...nodeOfHierarchyParams(hierarchyId, nodeId), references, caller);
    return `${productWords(references.length)} taken out of this category. The products themselves are kept.`;
  });
}
