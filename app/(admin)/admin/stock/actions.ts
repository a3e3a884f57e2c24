"use server";
// Changing a product's stock from the admin: the admin session, the stock forms' schemas (stock-request.ts), one
// call of the stock domain, which logs the administrator's client id and the reason with the movement (the same
// functions the /v2/inventories API uses). Answers the form's state (useActionState), so it works without JavaScript.
import { z } from "zod";
import { revalidatePath } from "next/cache";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { ApiError } from "@/lib/commerce/errors";
import { adminAdjustStock, adminSetStock } from "@/lib/commerce/inventory/admin-stock";
import { byAdministrator } from "@/lib/commerce/inventory/stock";
import { availableStock } from "@/lib/commerce/inventory/available-stock";
import { stockAdjustFormSchema, stockSetFormSchema } from "@/lib/commerce/inventory/stock-request";
import { parseUuid, type Uuid } from "@/lib/commerce/uuid";
import type { Caller } from "@/lib/commerce/auth/tokens";
import { requireAdmin } from "@/lib/web/admin-session";
import type { StockFormState } from "@/components/admin/stock-form-state";

const fieldsOf = (form: FormData, names: string[]) => Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));

async function stockChange<S extends z.ZodType>(
  name: string,
  args: unknown[],
  schema: S,
  fields: string[],
  change: (productId: Uuid, parsed: z.output<S>, caller: Caller) => Promise<{ saved: string; values: Record<string, string> }>,
): Promise<StockFormState> {
  const [, form] = actionArguments(name, args, z.tuple([previousStateArg, formArg]));
  const productId = parseUuid(String(form.get("product_id") ?? ""));
  const caller = await requireAdmin(productId ? `/admin/stock/${productId}` : "/admin/stock");
  const values = fieldsOf(form, fields);
  if (!productId) return { values, error: "This product no longer exists." };
  const checked = schema.safeParse(values);
  if (!checked.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of checked.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { values, fieldErrors };
  }
  try {
    const done = await change(productId, checked.data, caller);
    revalidatePath(`/admin/stock/${productId}`);
    return done;
  } catch (error) {
    if (error instanceof ApiError) return { values, error: error.errors[0]?.detail ?? "The stock could not be changed." };
    throw error;
  }
}

const unitsWord = (n: number) => (n === 1 ? "1 unit" : `${n} units`);

export async function setStockUnits(...args: [previous: StockFormState, form: FormData]): Promise<StockFormState> {
  return stockChange("setStockUnits", args, stockSetFormSchema, ["available", "reason"], async (productId, form, caller) => {
    const row = await adminSetStock(productId, form, byAdministrator(caller, form.reason), caller);
    const available = availableStock(row);
    return { saved: `Saved: ${unitsWord(available)} available.`, values: { available: String(available), reason: "" } };
  });
}

export async function adjustStockUnits(...args: [previous: StockFormState, form: FormData]): Promise<StockFormState> {
  return stockChange("adjustStockUnits", args, stockAdjustFormSchema, ["change", "reason"], async (productId, form, caller) => {
    await adminAdjustStock(productId, form, byAdministrator(caller, form.reason), caller);
    const saved = form.change > 0 ? `Added ${unitsWord(form.change)}.` : `Took away ${unitsWord(-form.change)}.`;
    return { saved, values: { change: "", reason: "" } };
  });
}
