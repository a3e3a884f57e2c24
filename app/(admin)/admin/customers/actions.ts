"use server";
// Creating and changing a customer (docs/admin.md "Customers"): the arguments, then the admin session, the form parsed
// with the schema the form checks with, one domain call (lib/commerce/customers/customers.ts). Refused: the form's
// state, each refusal beside its field; done: the customer's page. Plain form posts: no JavaScript needed.
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { ApiError } from "@/lib/commerce/errors";
import { customerFormSchema } from "@/lib/commerce/customers/customer-schema";
import { createCustomer, updateCustomer } from "@/lib/commerce/customers/customers";
import { requireAdmin } from "@/lib/web/admin-session";
import { customerIdParam } from "@/lib/http/path-ids";
import type { RecordFormState } from "@/components/admin/record-form-state";

const FIELDS = ["id", "name", "email", "phone", "notes"] as const;

const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries(FIELDS.map((name) => [name, form.get(name)]).filter(([, value]) => typeof value === "string")) as Record<string, string>;

export async function saveCustomer(...args: [previous: RecordFormState, form: FormData]): Promise<RecordFormState> {
  const [, form] = actionArguments("saveCustomer", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireAdmin("/admin/customers");
  const values = typedValues(form);
  const checked = customerFormSchema.safeParse(values);
  if (!checked.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of checked.error.issues) fieldErrors[String(issue.path[0] ?? "")] ??= issue.message;
    return { values, fieldErrors };
  }
  let saved: { id: string };
  try {
    saved = values.id ? await updateCustomer(caller, customerIdParam(values.id), checked.data) : await createCustomer(caller, checked.data);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const first = error.errors[0];
    return first?.source ? { values, fieldErrors: { [first.source]: first.detail } } : { values, error: first?.detail ?? error.message };
  }
  redirect(`/admin/customers/${saved.id}?${new URLSearchParams({ done: values.id ? "Saved." : "Customer created." })}`);
}
