"use server";
// A product's variations from the admin: the admin session, the variation forms' schemas (variation-forms.ts,
// built from the API's variation schemas), one call of the catalog domain each (the API's own functions). Answers
// the form's state (useActionState), so every form works without JavaScript.
import { z } from "zod";
import { revalidatePath } from "next/cache";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { catalogChanged } from "@/lib/cache/catalog-entry";
import { ApiError } from "@/lib/commerce/errors";
import { CURRENCY_CODE } from "@/lib/commerce/money";
import { parseUuid, type Uuid } from "@/lib/commerce/uuid";
import { addNewVariation, saveChildProduct } from "@/lib/commerce/catalog/admin-variations";
import { childFormSchema, newOptionFormSchema, newVariationFormSchema } from "@/lib/commerce/catalog/variation-forms";
import { buildChildProducts, changeProductVariations, createOption } from "@/lib/commerce/catalog/variations";
import { byAdministrator } from "@/lib/commerce/inventory/stock";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { requireAdmin } from "@/lib/web/admin-session";
import type { AdminFormState } from "@/components/admin/form-state";

type Context = { productId: Uuid; form: FormData; caller: Caller };

/** The edge every form here shares: arguments, the session, the product, then `work` (one domain call). */
async function variationAction(name: string, args: unknown[], work: (context: Context) => Promise<AdminFormState>): Promise<AdminFormState> {
  const [, form] = actionArguments(name, args, z.tuple([previousStateArg, formArg]));
  const productId = parseUuid(String(form.get("product_id") ?? ""));
  const caller = await requireAdmin(productId ? `/admin/products/${productId}/variations` : "/admin/products");
  if (!productId) return { error: "This product no longer exists." };
  try {
    const state = await work({ productId, form, caller });
    if (state.ok) {
      catalogChanged(undefined);
      revalidatePath(`/admin/products/${productId}/variations`);
    }
    return state;
  } catch (error) {
    if (error instanceof ApiError) return { error: error.errors[0]?.detail ?? "This could not be saved." };
    throw error;
  }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

function refused(error: z.ZodError, values: Record<string, string>): AdminFormState {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
  return { fieldErrors, values };
}

const variationId = (form: FormData) => parseUuid(text(form, "variation_id"));

export async function addVariation(...args: [previous: AdminFormState, form: FormData]): Promise<AdminFormState> {
  return variationAction("addVariation", args, async ({ productId, form, caller }) => {
    const values = { name: text(form, "name"), options: text(form, "options") };
    const checked = newVariationFormSchema.safeParse(values);
    if (!checked.success) return refused(checked.error, values);
    await addNewVariation(productId, checked.data, caller);
    return { ok: `Added ${checked.data.name} with ${checked.data.options.join(", ")}.`, values: { name: "", options: "" } };
  });
}

export async function attachVariation(...args: [previous: AdminFormState, form: FormData]): Promise<AdminFormState> {
  return variationAction("attachVariation", args, async ({ productId, form }) => {
    const id = variationId(form);
    if (!id) return { fieldErrors: { variation_id: "Choose a variation." } };
    await changeProductVariations(productId, [{ id }], "add");
    return { ok: "Added." };
  });
}

export async function addOption(...args: [previous: AdminFormState, form: FormData]): Promise<AdminFormState> {
  return variationAction("addOption", args, async ({ form }) => {
    const id = variationId(form);
    const values = { name: text(form, "name") };
    const checked = newOptionFormSchema.safeParse(values);
    if (!checked.success) return refused(checked.error, values);
    if (!id) return { error: "This variation no longer exists." };
    const option = await createOption(id, { name: checked.data.name, description: "", sort_order: null });
    return { ok: `Added ${option.name}. Build the products again to sell it.`, values: { name: "" } };
  });
}

export async function removeVariation(...args: [previous: AdminFormState, form: FormData]): Promise<AdminFormState> {
  return variationAction("removeVariation", args, async ({ productId, form }) => {
    const id = variationId(form);
    if (form.get("confirm") !== "yes") return { error: "Tick the box to confirm." };
    if (!id) return { error: "This variation no longer exists." };
    await changeProductVariations(productId, [{ id }], "remove");
    return { ok: "Removed. Build the products again to take away the ones it made." };
  });
}

export async function buildChildren(...args: [previous: AdminFormState, form: FormData]): Promise<AdminFormState> {
  return variationAction("buildChildren", args, async ({ productId, form }) => {
    if (form.get("confirm_needed") === "yes" && form.get("confirm") !== "yes") return { error: "Tick the box to confirm." };
    const job = await buildChildProducts(productId);
    const words = (n: number, what: string) => `${n} ${what}`;
    return { ok: `Built: ${words(job.created, "new")}, ${words(job.updated, "kept")}, ${words(job.deleted, "deleted")}.` };
  });
}

export async function saveChild(...args: [previous: AdminFormState, form: FormData]): Promise<AdminFormState> {
  return variationAction("saveChild", args, async ({ form, caller }) => {
    const childId = parseUuid(text(form, "child_id"));
    const currencies = [...form.keys()].flatMap((key) => (key.startsWith("price.") && CURRENCY_CODE.test(key.slice(6)) ? [key.slice(6)] : []));
    const values = Object.fromEntries([["available", text(form, "available")], ...currencies.map((c) => [`price.${c}`, text(form, `price.${c}`)])]);
    const checked = childFormSchema(currencies).safeParse({ available: values.available, price: Object.fromEntries(currencies.map((c) => [c, values[`price.${c}`]])) });
    if (!checked.success) return refused(checked.error, values);
    if (!childId) return { error: "This product no longer exists." };
    await saveChildProduct(childId, checked.data, byAdministrator(caller, "Set with the product’s variations"), caller);
    return { ok: "Saved.", values };
  });
}
