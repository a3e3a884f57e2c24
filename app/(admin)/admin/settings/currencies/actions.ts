"use server";
// Adding a currency from the admin's currencies page: the arguments checked, then the owner's session, the form
// parsed with the schema the form checks with (currencyFormSchema), and one domain call (createCurrency). A refusal
// answers the form's state, beside the field it names; done goes back to the page saying so. A plain form post.
import { redirect } from "next/navigation";
import { z } from "zod";
import { ApiError } from "@/lib/commerce/errors";
import { createCurrency } from "@/lib/commerce/currencies/currencies";
import { currencyFormSchema } from "@/lib/commerce/currencies/currency-schema";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { requireOwner } from "@/lib/web/admin-session";
import type { RecordFormState } from "@/components/admin/record-form-state";

const PAGE = "/admin/settings/currencies";

const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form].filter(([name, value]) => typeof value === "string" && !name.startsWith("$")).map(([name, value]) => [name, String(value)]));

export async function addCurrency(...args: [previous: RecordFormState, form: FormData]): Promise<RecordFormState> {
  const [, form] = actionArguments("addCurrency", args, z.tuple([previousStateArg, formArg]));
  await requireOwner(PAGE);
  const values = typedValues(form);
  const checked = currencyFormSchema.safeParse(values);
  if (!checked.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of checked.error.issues) fieldErrors[String(issue.path[0] ?? "")] ??= issue.message;
    return { values, fieldErrors };
  }
  let added;
  try {
    added = await createCurrency(checked.data);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const first = error.errors[0];
    const field = first?.source?.replace(/^data\./, "");
    return field ? { values, fieldErrors: { [field]: first.detail ?? first.title } } : { values, error: first?.detail ?? error.message };
  }
  redirect(`${PAGE}?${new URLSearchParams({ done: `${added.code} is added.` })}`);
}
