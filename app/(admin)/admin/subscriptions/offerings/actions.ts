"use server";
// The admin's subscription offerings: make one, change its details, add and take out the products it covers, add,
// change and remove its plans, delete it. Each checks its arguments and the admin session, then calls the one domain
// function (lib/commerce/subscriptions/admin-offerings.ts) that makes the API's request document, checks it with the
// API's schema and calls what the API's routes call. Plain form posts (no JavaScript needed); the forms answer their
// state (useActionState), the buttons come back to the offering's page saying what happened.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import {
  addCatalogProductsToOffering,
  createOfferingFromForm,
  deleteOfferingForAdmin,
  removePlanFromOffering,
  saveOfferingDetails,
  savePlanFromForm,
  takeProductOutOfOffering,
  type OfferingFormOutcome,
} from "@/lib/commerce/subscriptions/admin-offerings";
import { planFormCurrencies, type OfferingDetailsValues, type PlanFormValues } from "@/lib/commerce/subscriptions/offering-form";
import { requireAdmin } from "@/lib/web/admin-session";
import { currencyCodes } from "@/lib/commerce/currencies/currencies";
import type { OfferingFormState } from "@/components/admin/offering-form-state";

const LIST = "/admin/subscriptions/offerings";

const offeringPage = (id: string, outcome: { done?: string; error?: string } = {}, anchor = "outcome") =>
  `${LIST}/${encodeURIComponent(id)}${Object.keys(outcome).length ? `?${new URLSearchParams(outcome as Record<string, string>)}` : ""}#${anchor}`;

/** The form's text fields as posted (an unticked box posts nothing: off). */
function typedValues(form: FormData, ticks: readonly string[] = []): Record<string, string> {
  const typed = Object.fromEntries([...form].filter(([k, v]) => typeof v === "string" && !k.startsWith("$"))) as Record<string, string>;
  return { ...Object.fromEntries(ticks.map((t) => [t, ""])), ...typed };
}

const planTicks = (currencies: readonly string[]) => ["can_pause", "can_resume", "can_cancel", ...currencies.map((c) => `includes_tax_${c}`)];

/** The currencies a plan form posts prices in: the store's and any other it carried. */
const postedCurrencies = async (form: FormData) =>
  planFormCurrencies(await currencyCodes(), {
    fixedPrice: Object.fromEntries([...form.keys()].filter((k) => /^price_[A-Z]{3}$/.test(k)).map((k) => [k.slice(6), { amount: 0, includes_tax: false }])),
  });

const answer = (values: Record<string, string>, outcome: OfferingFormOutcome, done: string): OfferingFormState =>
  outcome.ok ? { values, done } : { values, fieldErrors: Object.keys(outcome.fieldErrors).length ? outcome.fieldErrors : undefined, formError: outcome.formError };

const offeringIdOf = (form: FormData) => {
  const id = form.get("offering_id");
  return typeof id === "string" ? id : "";
};

export async function createOfferingAction(...args: [previous: OfferingFormState, form: FormData]): Promise<OfferingFormState> {
  const [, form] = actionArguments("createOfferingAction", args, z.tuple([previousStateArg, formArg]));
  const caller = await requireAdmin(`${LIST}/new`);
  const currencies = await postedCurrencies(form);
  const values = typedValues(form, planTicks(currencies));
  const outcome = await createOfferingFromForm(caller, { product: "", ...values } as OfferingDetailsValues & PlanFormValues & { product: string }, currencies);
  if (outcome.ok) redirect(offeringPage(outcome.id, { done: "The offering is created. Add more products and plans below." }));
  return answer(values, outcome, "");
}

export async function saveOfferingDetailsAction(...args: [previous: OfferingFormState, form: FormData]): Promise<OfferingFormState> {
  const [, form] = actionArguments("saveOfferingDetailsAction", args, z.tuple([previousStateArg, formArg]));
  const id = offeringIdOf(form);
  const caller = await requireAdmin(`${LIST}/${id}`);
  const values = typedValues(form);
  const outcome = await saveOfferingDetails(caller, id, values as OfferingDetailsValues);
  if (outcome.ok) revalidatePath(`${LIST}/${id}`);
  return answer(values, outcome, "The details are saved.");
}

export async function savePlanAction(...args: [previous: OfferingFormState, form: FormData]): Promise<OfferingFormState> {
  const [, form] = actionArguments("savePlanAction", args, z.tuple([previousStateArg, formArg]));
  const id = offeringIdOf(form);
  const caller = await requireAdmin(`${LIST}/${id}`);
  const planId = typeof form.get("plan_id") === "string" ? String(form.get("plan_id")) : undefined;
  const currencies = await postedCurrencies(form);
  const values = typedValues(form, planTicks(currencies));
  const outcome = await savePlanFromForm(caller, id, planId, values as PlanFormValues, currencies);
  if (outcome.ok && !planId) redirect(offeringPage(id, { done: `The plan ${values.name?.trim()} is added.` }, "plans-heading"));
  if (outcome.ok) revalidatePath(`${LIST}/${id}`);
  return answer(values, outcome, "The plan is saved.");
}

/** A button's work on the offering's page, then back to it saying what happened. */
async function act(name: string, args: readonly unknown[], work: (caller: Awaited<ReturnType<typeof requireAdmin>>, id: string, form: FormData) => Promise<OfferingFormOutcome>, done: string, confirm = false): Promise<never> {
  const [form] = actionArguments(name, args, z.tuple([formArg]));
  const id = offeringIdOf(form);
  const caller = await requireAdmin(`${LIST}/${id}`);
  if (confirm && form.get("confirm") !== "yes") redirect(offeringPage(id, { error: "Tick the box to confirm, then try again." }));
  const outcome = await work(caller, id, form);
  redirect(offeringPage(id, outcome.ok ? { done } : { error: outcome.formError ?? Object.values(outcome.fieldErrors).join(" ") }));
}

export async function addOfferingProductsAction(...args: [form: FormData]): Promise<never> {
  return act(
    "addOfferingProductsAction",
    args,
    (caller, id, form) => {
      const chosen = form.getAll("product").filter((p): p is string => typeof p === "string");
      if (!chosen.length) return Promise.resolve({ ok: false, fieldErrors: {}, formError: "Choose the products to add." });
      return addCatalogProductsToOffering(caller, id, chosen);
    },
    "The chosen products are added.",
  );
}

export async function removeOfferingProductAction(...args: [form: FormData]): Promise<never> {
  return act("removeOfferingProductAction", args, (caller, id, form) => takeProductOutOfOffering(caller, id, String(form.get("product_id") ?? "")), "The product is taken out.");
}

export async function removePlanAction(...args: [form: FormData]): Promise<never> {
  return act("removePlanAction", args, (caller, id, form) => removePlanFromOffering(caller, id, String(form.get("plan_id") ?? "")), "The plan is removed.", true);
}

export async function deleteOfferingAction(...args: [form: FormData]): Promise<never> {
  const [form] = actionArguments("deleteOfferingAction", args, z.tuple([formArg]));
  const id = offeringIdOf(form);
  const caller = await requireAdmin(`${LIST}/${id}`);
  if (form.get("confirm") !== "yes") redirect(offeringPage(id, { error: "Tick the box to confirm, then try again." }));
  const outcome = await deleteOfferingForAdmin(caller, id);
  if (!outcome.ok) redirect(offeringPage(id, { error: outcome.formError ?? "" }));
  redirect(`${LIST}?${new URLSearchParams({ done: `The offering “${outcome.id}” is deleted.` })}`);
}
