"use server";
// The admin's product actions: save the product form (create or change, with its image, stock and categories),
// delete a product nothing names, archive or un-archive one. Each checks its arguments, then the session, parses
// with the domain's schema and calls one domain function, the one the API calls.
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { ApiError } from "@/lib/commerce/errors";
import { productFormRequest, productFormSchema } from "@/lib/commerce/catalog/product-form-schema";
import { saveAdminProduct } from "@/lib/commerce/catalog/admin-products";
import { byAdministrator } from "@/lib/commerce/inventory/stock";
import { archiveProduct, deleteProduct, unarchiveProduct } from "@/lib/commerce/catalog/products";
import { IMAGE_FILE_FIELD, productFormValues, type ProductFormState } from "@/lib/web/product-forms";
import { requireAdmin } from "@/lib/web/admin-session";
import { productIdParam } from "@/lib/http/path-ids";

const productPath = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

/** Where an API refusal goes on the form: a taken SKU or slug beside the SKU, an image's beside the image. */
function refusal(error: ApiError): Pick<ProductFormState, "fieldErrors" | "error"> {
  const first = error.errors[0];
  const detail = first?.detail ?? first?.title ?? "The product could not be saved.";
  if (first?.source === "file") return { fieldErrors: { [IMAGE_FILE_FIELD]: detail } };
  if (first?.source === "data.attributes.status") return { fieldErrors: { status: detail } };
  if (first?.source === "nodes") return { fieldErrors: { nodes: detail } };
  if (error.status === 409) return { fieldErrors: { sku: detail } };
  return { error: detail };
}

export async function saveProduct(...args: [previous: ProductFormState, form: FormData]): Promise<ProductFormState> {
  const [, form] = actionArguments("saveProduct", args, z.tuple([previousStateArg, formArg]));
  const id = String(form.get("product_id") ?? "") || undefined;
  const caller = await requireAdmin(id ? productPath(id) : "/admin/products/new");
  const values = productFormValues(form);
  const checked = productFormSchema.safeParse(values);
  if (!checked.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of checked.error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
    return { fieldErrors, values };
  }
  const file = form.get(IMAGE_FILE_FIELD);
  const upload = file instanceof File && file.size > 0 ? { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) } : undefined;
  let saved: string;
  try {
    saved = await saveAdminProduct(id === undefined ? undefined : productIdParam(id), productFormRequest(checked.data), upload, byAdministrator(caller, "Set with the product form"), caller);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ...refusal(error), values };
  }
  catalogChanged(undefined);
  redirect(`${productPath(saved)}?saved=${id ? "changed" : "created"}`);
}

/** Delete, archive and un-archive: plain forms with the confirmation box; back to the list or the product. */
async function removal(name: string, args: readonly unknown[], work: (id: string) => Promise<string>): Promise<never> {
  const [form] = actionArguments(name, args, z.tuple([formArg]));
  const id = String(form.get("product_id") ?? "");
  await requireAdmin(productPath(id));
  if (form.get("confirm") !== "yes") redirect(`${productPath(id)}?problem=confirm`);
  let next: string;
  try {
    next = await work(id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    redirect(`${productPath(id)}?problem=${error.status === 422 ? "in-use" : "not-found"}`);
  }
  catalogChanged(undefined);
  redirect(next);
}

export async function deleteProductAction(...args: [form: FormData]) {
  return removal("deleteProductAction", args, async (id) => {
    await deleteProduct(productIdParam(id));
    return "/admin/products?deleted=1";
  });
}

export async function archiveProductAction(...args: [form: FormData]) {
  return removal("archiveProductAction", args, async (id) => {
    await archiveProduct(productIdParam(id));
    return `${productPath(id)}?saved=archived`;
  });
}

export async function unarchiveProductAction(...args: [form: FormData]) {
  return removal("unarchiveProductAction", args, async (id) => {
    await unarchiveProduct(productIdParam(id));
    return `${productPath(id)}?saved=unarchived`;
  });
}
