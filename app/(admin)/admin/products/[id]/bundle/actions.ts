"use server";
// Saving a bundle's components from the admin: the admin session, the bundle form's schema (bundle-components-schema.ts, built
// from the API's component schema), then saveAdminBundle: the body PUT /pcm/products/{id} takes, parsed with its
// own schema, and the same domain call (updateProduct), with the components alone. Answers the form's state (useActionState), so it works without JavaScript.
import { z } from "zod";
import { revalidatePath } from "next/cache";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { ApiError } from "@/lib/commerce/errors";
import { bundleFormSchema, bundleFormValues } from "@/lib/commerce/catalog/bundle-components-schema";
import { saveAdminBundle } from "@/lib/commerce/catalog/admin-bundles";
import { parseUuid } from "@/lib/commerce/uuid";
import { productIdParam } from "@/lib/http/path-ids";
import { bundleFormFromData } from "@/lib/web/bundle-form-data";
import { requireAdmin } from "@/lib/web/admin-session";
import type { BundleFormState } from "@/components/admin/bundle-form-state";

const messagesByPath = (error: z.ZodError) => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
};

export async function saveBundleComponents(...args: [previous: BundleFormState, form: FormData]): Promise<BundleFormState> {
  const [, form] = actionArguments("saveBundleComponents", args, z.tuple([previousStateArg, formArg]));
  const productId = String(form.get("product_id") ?? "").toLowerCase();
  const caller = await requireAdmin(parseUuid(productId) ? `/admin/products/${productId}/bundle` : "/admin/products");
  const values = bundleFormFromData(form);
  const checked = bundleFormSchema.safeParse(values);
  if (!checked.success) return { values, fieldErrors: messagesByPath(checked.error) };
  try {
    const row = catalogChanged(await saveAdminBundle(productIdParam(productId), checked.data, caller));
    revalidatePath(`/admin/products/${productId}/bundle`);
    return { saved: "Saved. The shop shows these components now.", values: bundleFormValues(row.components) };
  } catch (error) {
    if (error instanceof ApiError) return { values, error: error.errors[0]?.detail ?? "These components cannot be saved." };
    throw error;
  }
}
