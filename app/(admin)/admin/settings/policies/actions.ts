"use server";
// Saving one policy page: the admin session, the domain's schema (policy-schema.ts), one write with its activity row.
// It answers the form's state (useActionState), so it works without JavaScript.
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { policySchema, updatePolicy } from "@/lib/commerce/settings/policies";
import { requireOwner } from "@/lib/web/admin-session";
import type { PolicyState } from "@/components/admin/store-settings-state";

export async function savePolicy(...args: [previous: PolicyState, form: FormData]): Promise<PolicyState> {
  const [previous, form] = actionArguments("savePolicy", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireOwner("/admin/settings/policies");
  const typed = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
  const sent = { slug: form.get("slug"), title: form.get("title"), body: form.get("body") };
  const checked = policySchema.safeParse(sent);
  if (!checked.success) {
    const fieldErrors: NonNullable<PolicyState["fieldErrors"]> = {};
    let error: string | undefined;
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (field === "title" || field === "body") fieldErrors[field] ??= issue.message;
      else error ??= issue.message;
    }
    const slug = typed(sent.slug) || (previous as { slug?: string } | undefined)?.slug || "";
    return { slug, title: typed(sent.title), body: typed(sent.body), fieldErrors, error };
  }
  const saved = await updatePolicy(caller, checked.data);
  return { slug: saved.slug, title: saved.title, body: saved.body, saved: true };
}
