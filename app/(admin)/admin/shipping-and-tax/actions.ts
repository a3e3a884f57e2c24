"use server";
// The merchant's shipping methods and tax rates: each action checks its arguments, then the admin session, parses
// the form with the same schema the form checks with, and makes one domain call (lib/commerce/checkout/
// shipping-and-tax.ts). Saving answers the form's state when refused and goes back to the list when done; deleting
// needs its confirmation box. Plain form posts: no JavaScript needed.
import type { Caller } from "@/lib/commerce/auth/tokens";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { fieldErrorsOf, refusalState, typedFormValues } from "@/lib/http/actions/record-form-action";
import { ApiError } from "@/lib/commerce/errors";
import { listCurrencies } from "@/lib/commerce/currencies/currencies";
import { shippingMethodFormSchema, taxRateFormSchema } from "@/lib/commerce/checkout/shipping-and-tax-schema";
import {
  createShippingMethod,
  createTaxRate,
  deleteShippingMethod,
  deleteTaxRate,
  updateShippingMethod,
  updateTaxRate,
} from "@/lib/commerce/checkout/shipping-and-tax";
import { rateOfSlug } from "@/lib/commerce/checkout/destination-country";
import { requireOwner } from "@/lib/web/admin-session";
import type { RecordFormState } from "@/components/admin/record-form-state";

const PAGE = "/admin/shipping-and-tax";

const back = (outcome: Record<string, string>): never => redirect(`${PAGE}?${new URLSearchParams(outcome)}`);

export async function saveShippingMethod(...args: [previous: RecordFormState, form: FormData]): Promise<RecordFormState> {
  const [, form] = actionArguments("saveShippingMethod", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner(PAGE);
  const values = typedFormValues(form);
  const currencies = (await listCurrencies()).map((c) => c.code);
  const checked = shippingMethodFormSchema(currencies).safeParse(values);
  if (!checked.success) return { values, fieldErrors: fieldErrorsOf(checked.error.issues) };
  const id = values.id;
  try {
    const saved = id ? await updateShippingMethod(id, checked.data, caller) : await createShippingMethod(checked.data, caller);
    return back({ done: `${saved.name}: ${id ? "saved" : "added"}.` });
  } catch (error) {
    return refusalState(values, error);
  }
}

/** Deletes what the confirmed form names, then back to the list saying so; `what` is "shipping method" or "tax rate". */
async function confirmedDelete(form: FormData, what: string, remove: (caller: Caller) => Promise<void>): Promise<never> {
  const caller = await requireOwner(PAGE);
  if (form.get("confirm") !== "yes") back({ error: `Tick the box to confirm deleting the ${what}, then try again.` });
  try {
    await remove(caller);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) back({ error: `That ${what} was deleted already.` });
    throw error;
  }
  return back({ done: `The ${what} is deleted.` });
}

export async function deleteShippingMethodAction(...args: [form: FormData]): Promise<void> {
  const [form] = actionArguments("deleteShippingMethodAction", args, z.tuple([formArg]));
  await confirmedDelete(form, "shipping method", (caller) => deleteShippingMethod(String(form.get("id") ?? ""), caller));
}

export async function saveTaxRate(...args: [previous: RecordFormState, form: FormData]): Promise<RecordFormState> {
  const [, form] = actionArguments("saveTaxRate", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner(PAGE);
  const values = typedFormValues(form);
  const checked = taxRateFormSchema.safeParse(values);
  if (!checked.success) return { values, fieldErrors: fieldErrorsOf(checked.error.issues) };
  // The rate being changed, by its admin address ("us-ny"); absent for a new one.
  const original = values.original ? rateOfSlug(values.original) : undefined;
  if (values.original && !original) return { values, error: "That tax rate was deleted already." };
  try {
    const saved = original ? await updateTaxRate(original, checked.data, caller) : await createTaxRate(checked.data, caller);
    return back({ done: `The tax rate for ${saved.destination}: ${original ? "saved" : "added"}.` });
  } catch (error) {
    return refusalState(values, error);
  }
}

export async function deleteTaxRateAction(...args: [form: FormData]): Promise<void> {
  const [form] = actionArguments("deleteTaxRateAction", args, z.tuple([formArg]));
  const destination = rateOfSlug(String(form.get("rate") ?? ""));
  await confirmedDelete(form, "tax rate", (caller) => deleteTaxRate(destination ?? { country: "", region: "" }, caller));
}
