"use server";
// The admin's currencies page: adding, changing and deleting a currency. Each action checks its arguments, then the
// owner's session (the caller, recorded in the activity log), parses the form with the schema the form checks with
// (currency-schema.ts), and makes one domain call (currencies.ts). A refused save answers the form's state, beside the
// field it names; a refused delete (the default currency) goes back to the currency's page saying why, beside the
// delete form; done goes back to the list saying so. Deleting needs its confirmation box. Plain form posts.
import { redirect } from "next/navigation";
import { z } from "zod";
import { ApiError } from "@/lib/commerce/errors";
import { createCurrency, deleteCurrency, updateCurrency } from "@/lib/commerce/currencies/currencies";
import { currencyChangeFormSchema, currencyFormSchema } from "@/lib/commerce/currencies/currency-schema";
import { fieldErrorsOf, refusalState, typedFormValues } from "@/lib/http/actions/record-form-action";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { requireOwner } from "@/lib/web/admin-session";
import type { RecordFormState } from "@/components/admin/record-form-state";

const PAGE = "/admin/settings/currencies";

/** A currency's own admin page. */
const currencyPage = (code: string) => `${PAGE}/${encodeURIComponent(code)}`;

const back = (outcome: Record<string, string>, page = PAGE): never => redirect(`${page}?${new URLSearchParams(outcome)}`);

export async function addCurrency(...args: [previous: RecordFormState, form: FormData]): Promise<RecordFormState> {
  const [, form] = actionArguments("addCurrency", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner(PAGE);
  const values = typedFormValues(form);
  const checked = currencyFormSchema.safeParse(values);
  if (!checked.success) return { values, fieldErrors: fieldErrorsOf(checked.error.issues) };
  let added;
  try {
    added = await createCurrency(checked.data, caller);
  } catch (error) {
    return refusalState(values, error);
  }
  return back({ done: `${added.code} is added.` });
}

/** Saves the currency the form's hidden `code` names. */
export async function saveCurrency(...args: [previous: RecordFormState, form: FormData]): Promise<RecordFormState> {
  const [, form] = actionArguments("saveCurrency", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner(PAGE);
  const values = typedFormValues(form);
  const checked = currencyChangeFormSchema.safeParse(values);
  if (!checked.success) return { values, fieldErrors: fieldErrorsOf(checked.error.issues) };
  let saved;
  try {
    saved = await updateCurrency(values.code ?? "", checked.data, caller);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { values, error: "That currency was deleted already." };
    return refusalState(values, error);
  }
  return back({ done: `${saved.code} is saved.` });
}

/** Deletes the currency the confirmed form's hidden `code` names; the default's refusal is shown on its page. */
export async function deleteCurrencyAction(...args: [form: FormData]): Promise<void> {
  const [form] = actionArguments("deleteCurrencyAction", args, z.tuple([formArg]));
  const caller = await requireOwner(PAGE);
  const code = String(form.get("code") ?? "");
  if (form.get("confirm") !== "yes") back({ error: "Tick the box to confirm deleting the currency, then try again." }, currencyPage(code));
  try {
    await deleteCurrency(code, caller);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.status === 404) back({ error: "That currency was deleted already." });
    back({ error: error.errors[0]?.detail ?? error.message }, currencyPage(code));
  }
  back({ done: `${code} is deleted.` });
}
