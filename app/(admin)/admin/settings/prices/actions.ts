"use server";
// Saving the store's "shoppers see prices with tax" setting (docs/money.md) from its admin page: a plain form
// post (no JavaScript needed) with one checkbox per currency; the page comes back saying what happened.
import { redirect } from "next/navigation";
import { z } from "zod";
import { ApiError } from "@/lib/commerce/errors";
import { setTaxDisplay, taxDisplayChangeSchema } from "@/lib/commerce/currencies/tax-display";
import { actionArguments, formArg } from "@/lib/http/actions/server-action";
import { requireOwner } from "@/lib/web/admin-session";

export async function saveTaxDisplay(...args: [form: FormData]): Promise<never> {
  const [form] = actionArguments("saveTaxDisplay", args, z.tuple([formArg]));
  const caller = await requireOwner("/admin/settings/prices");
  const listed = form.getAll("currency").map(String);
  const changes = taxDisplayChangeSchema.safeParse(Object.fromEntries(listed.map((code) => [code, form.get(`includes_tax_${code}`) === "on"])));
  let outcome: Record<string, string>;
  if (!changes.success) outcome = { error: "The form could not be read. Reload the page and try again." };
  else {
    try {
      await setTaxDisplay(changes.data, caller);
      outcome = { done: "Saved. Pages show prices this way from now on." };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome = { error: error.errors.map((e) => e.detail ?? e.title).join(" ") };
    }
  }
  redirect(`/admin/settings/prices?${new URLSearchParams(outcome)}`);
}
