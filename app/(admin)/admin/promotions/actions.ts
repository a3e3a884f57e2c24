"use server";
// The admin's promotions: create and change a promotion, add a code, make codes in bulk, delete codes and the
// promotion. Each checks its arguments, the admin session, parses with the promotions domain's schemas and calls the
// one domain function POST/PUT/DELETE /v2/promotions… call. Plain form posts (no JavaScript needed); the promotion
// form answers its state (useActionState), the others come back to the promotion's page saying what happened.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { actionArguments, formArg, previousStateArg } from "@/lib/http/actions/server-action";
import { ApiError } from "@/lib/commerce/errors";
import { parseOrThrow } from "@/lib/commerce/validation";
import { codeBatchSchema, singleCodeSchema } from "@/lib/commerce/promotions/code-batch";
import { promotionFormCurrencies, promotionFormSchema, type PromotionFormValues } from "@/lib/commerce/promotions/promotion-form";
import { promotionCodesSchema, promotionDocumentSchema } from "@/lib/commerce/promotions/promotion-schema";
import {
  addPromotionCodes,
  createPromotion,
  deletePromotion,
  deletePromotionCodes,
  generatePromotionCodes,
  getPromotion,
  updatePromotion,
} from "@/lib/commerce/promotions/promotions";
import { requireAdmin } from "@/lib/web/admin-session";
import { promotionIdParam } from "@/lib/http/path-ids";
import { currencyCodes } from "@/lib/commerce/currencies/currencies";
import type { PromotionFormState } from "@/components/admin/promotion-form-state";

const apiWords = (error: ApiError) => error.errors.map((e) => e.detail ?? e.title).join(" ");

const promotionPage = (id: string, outcome: { done?: string; error?: string } = {}) =>
  `/admin/promotions/${encodeURIComponent(id)}${Object.keys(outcome).length ? `?${new URLSearchParams(outcome as Record<string, string>)}` : ""}#outcome`;

/** Creates (no `id`) or changes (`id`) a promotion from the promotion form. */
export async function savePromotion(...args: [previous: PromotionFormState, form: FormData]): Promise<PromotionFormState> {
  const [, form] = actionArguments("savePromotion", args, z.tuple([previousStateArg, formArg]));
  const id = typeof form.get("id") === "string" ? String(form.get("id")) : undefined;
  const caller = await requireAdmin(id ? `/admin/promotions/${id}` : "/admin/promotions/new");
  const typed = Object.fromEntries([...form].filter(([k, v]) => typeof v === "string" && !k.startsWith("$"))) as Record<string, string>;
  // An unticked box posts nothing: off.
  const values = { enabled: "", automatic: "", combinable: "", ...typed } as PromotionFormValues;
  let stored;
  try {
    stored = id ? await getPromotion(promotionIdParam(id)) : undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { values, formError: apiWords(error) };
  }
  const currencies = promotionFormCurrencies(await currencyCodes(), stored);
  const checked = promotionFormSchema(currencies).safeParse(values);
  if (!checked.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of checked.error.issues) fieldErrors[String(issue.path[0] ?? "name")] ??= issue.message;
    return { values, fieldErrors };
  }
  let savedId: string;
  try {
    const document = parseOrThrow(promotionDocumentSchema, checked.data);
    savedId = id ? (await updatePromotion(promotionIdParam(id), checked.data, caller)).id : (await createPromotion(document, caller)).id;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { values, formError: apiWords(error) };
  }
  if (!id) redirect(promotionPage(savedId, { done: "The promotion is created. Add its codes below." }));
  // The page around the form (its heading, state and schedule) shows the change.
  revalidatePath(`/admin/promotions/${savedId}`);
  return { values, saved: true };
}

type Work = (id: string, form: FormData) => Promise<string>;

/** A codes or delete action: its form checked, the session, then the work; back to the page with the outcome. */
async function act(name: string, args: readonly unknown[], work: Work, needsConfirmation = false): Promise<never> {
  const [form] = actionArguments(name, args, z.tuple([formArg]));
  const id = String(form.get("promotion_id") ?? "");
  await requireAdmin(`/admin/promotions/${id}`);
  let outcome: { done?: string; error?: string };
  if (needsConfirmation && form.get("confirm") !== "yes") outcome = { error: "Tick the box to confirm, then try again." };
  else {
    try {
      outcome = { done: await work(id, form) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome = { error: apiWords(error) };
    }
  }
  redirect(promotionPage(id, outcome));
}

const codeWords = (n: number) => (n === 1 ? "1 code" : `${n} codes`);

export async function addPromotionCodeAction(...args: [form: FormData]) {
  return act("addPromotionCodeAction", args, async (id, form) => {
    const { code } = parseOrThrow(singleCodeSchema, { code: form.get("code") ?? "" }, "");
    const body = parseOrThrow(promotionCodesSchema, { data: { type: "promotion_codes", codes: [{ code }] } }, "");
    const [added] = await addPromotionCodes(promotionIdParam(id), body.data.codes.map((c) => c.code));
    return `Code ${added.code} is added.`;
  });
}

export async function generatePromotionCodesAction(...args: [form: FormData]) {
  return act("generatePromotionCodesAction", args, async (id, form) => {
    const batch = parseOrThrow(codeBatchSchema, { prefix: form.get("prefix") ?? "", count: form.get("count") ?? "" }, "");
    const added = await generatePromotionCodes(promotionIdParam(id), batch);
    return `${codeWords(added.length)} made: ${added.slice(0, 5).map((c) => c.code).join(", ")}${added.length > 5 ? ", …" : ""}.`;
  });
}

export async function deletePromotionCodesAction(...args: [form: FormData]) {
  return act(
    "deletePromotionCodesAction",
    args,
    async (id, form) => {
      const codes = form.getAll("code").filter((c): c is string => typeof c === "string");
      if (codes.length === 0) throw new ApiError({ status: 400, title: "No codes", detail: "Choose the codes to delete." });
      const body = parseOrThrow(promotionCodesSchema, { data: { type: "promotion_codes", codes: codes.map((code) => ({ code })) } }, "");
      await deletePromotionCodes(promotionIdParam(id), body.data.codes.map((c) => c.code));
      return `${codeWords(codes.length)} deleted.`;
    },
    true,
  );
}

export async function deletePromotionAction(...args: [form: FormData]) {
  const [form] = actionArguments("deletePromotionAction", args, z.tuple([formArg]));
  const id = String(form.get("promotion_id") ?? "");
  const caller = await requireAdmin(`/admin/promotions/${id}`);
  if (form.get("confirm") !== "yes") redirect(promotionPage(id, { error: "Tick the box to confirm, then try again." }));
  let name: string;
  try {
    const promotionId = promotionIdParam(id);
    name = (await getPromotion(promotionId)).name;
    await deletePromotion(promotionId, caller);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    redirect(promotionPage(id, { error: apiWords(error) }));
  }
  redirect(`/admin/promotions?${new URLSearchParams({ done: `The promotion “${name}” is deleted.` })}`);
}
