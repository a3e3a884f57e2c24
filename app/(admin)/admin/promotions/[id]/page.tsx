import type { Metadata } from "next";
import { PageTitle } from "@/components/admin/page-title";
import { notFound } from "next/navigation";
import { AdminRow, AdminTable, cell, numericCell } from "@/components/admin/admin-table";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { PromotionForm } from "@/components/admin/promotion-form";
import { UtcWindow } from "@/components/admin/utc-moment";
import { now } from "@/lib/commerce/clock";
import { ApiError } from "@/lib/commerce/errors";
import { MAX_PREFIX_LENGTH } from "@/lib/commerce/promotions/code-batch";
import { PromotionCodeForms } from "@/components/admin/promotion-code-forms";
import { promotionFormCurrencies, promotionFormValues } from "@/lib/commerce/promotions/promotion-form";
import { MAX_CODES_PER_PROMOTION } from "@/lib/commerce/promotions/promotion-schema";
import { PROMOTION_STATUS_WORDS, promotionStatus } from "@/lib/commerce/promotions/promotion-status";
import { codeUses } from "@/lib/commerce/promotions/promotion-usage";
import { getPromotion, listPromotionCodes, promotionUsage, type PromotionRow } from "@/lib/commerce/promotions/promotions";
import { requireAdmin } from "@/lib/web/admin-session";
import { promotionIdParam } from "@/lib/http/path-ids";
import { storedUuid } from "@/lib/commerce/uuid";
import { currencyCodes } from "@/lib/commerce/currencies/currencies";
import { addPromotionCodeAction, deletePromotionAction, deletePromotionCodesAction, generatePromotionCodesAction, savePromotion } from "../actions";

export const metadata: Metadata = { title: "Promotion" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };


async function promotionOr404(id: string): Promise<PromotionRow> {
  try {
    return await getPromotion(promotionIdParam(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

const CODE_COLUMNS = [{ label: <span className="sr-only">Choose</span>, key: "choose" }, "Code", { label: "Orders that used it", key: "uses", numeric: true }] as const;

export default async function AdminPromotionPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdmin(`/admin/promotions/${id}`);
  const promotion = await promotionOr404(id);
  const query = await searchParams;
  const done = typeof query.done === "string" ? query.done.slice(0, 300) : "";
  const error = typeof query.error === "string" ? query.error.slice(0, 300) : "";
  const [{ rows: codes }, usage] = await Promise.all([listPromotionCodes(storedUuid(promotion.id), { limit: MAX_CODES_PER_PROMOTION, offset: 0 }), promotionUsage([id])]);
  const uses = usage.get(id)!;
  const currencies = promotionFormCurrencies(await currencyCodes(), promotion);
  return (
    <>
      <PageTitle back={{ href: "/admin/promotions", label: "Promotions" }}>{promotion.name}</PageTitle>
      <p className="mt-2 text-stone-700">
        {PROMOTION_STATUS_WORDS[promotionStatus(promotion, now())]} · Runs: <UtcWindow start={promotion.start} end={promotion.end} /> ·{" "}
        <span data-testid="promotion-uses">{uses.orders === 1 ? "used in 1 order" : `used in ${uses.orders} orders`}</span>
      </p>
      <div id="outcome" role="status" aria-live="polite" className="mt-2 text-sm font-medium">
        {done ? <p className="text-green-800">{done}</p> : null}
        {error ? <p className="text-red-700">{error}</p> : null}
      </div>

      <section aria-labelledby="details-heading" className="mt-8">
        <h2 id="details-heading" className="text-xl font-semibold">Details</h2>
        <PromotionForm action={savePromotion} id={promotion.id} initial={promotionFormValues(promotion, currencies)} currencies={currencies} submitLabel="Save promotion" />
      </section>

      <section aria-labelledby="codes-heading" className="mt-10">
        <h2 id="codes-heading" className="text-xl font-semibold">Codes</h2>
        <p className="mt-1 max-w-2xl text-sm text-stone-600">
          Shoppers type a code in their cart to get the discount. Codes ignore upper and lower case and belong to one
          promotion only. A promotion holds at most {MAX_CODES_PER_PROMOTION} codes.
        </p>
        <PromotionCodeForms
          promotionId={promotion.id}
          addCode={addPromotionCodeAction}
          makeCodes={generatePromotionCodesAction}
          maxCodes={MAX_CODES_PER_PROMOTION}
          maxPrefixLength={MAX_PREFIX_LENGTH}
        />
        {codes.length ? (
          <form action={deletePromotionCodesAction} className="mt-6">
            <input type="hidden" name="promotion_id" value={promotion.id} />
            <AdminTable label="The promotion’s codes" columns={CODE_COLUMNS} caption="The promotion’s codes and how many orders used each" className="">
              {codes.map((code) => (
                <AdminRow key={code.id} data-testid="promotion-code-row">
                  <td className={cell}>
                    <input type="checkbox" name="code" value={code.code} id={`code-${code.id}`} aria-label={`Choose ${code.code}`} className="h-4 w-4 accent-brand-700" />
                  </td>
                  <td className={`${cell} font-mono`} data-testid="promotion-code">
                    {code.code}
                  </td>
                  <td className={numericCell} data-testid="promotion-code-uses">
                    {codeUses(uses, code.code)}
                  </td>
                </AdminRow>
              ))}
            </AdminTable>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <div className="flex items-center gap-2 text-sm">
                <input id="confirm-delete-codes" type="checkbox" name="confirm" value="yes" required className="h-4 w-4 accent-brand-700" />
                <label htmlFor="confirm-delete-codes">Yes, delete the codes I chose</label>
              </div>
              <button type="submit" className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-900">
                Delete chosen codes
              </button>
            </div>
          </form>
        ) : (
          <p className="mt-6 text-sm">No codes yet.</p>
        )}
      </section>

      <section aria-labelledby="delete-heading" className="mt-10 rounded-lg border border-red-200 bg-white p-4">
        <h2 id="delete-heading" className="text-xl font-semibold">Delete this promotion</h2>
        <p className="mt-1 text-sm text-stone-600">
          Its codes go with it, and carts that used it stop getting its discount. Orders already placed keep theirs.
        </p>
        <div className="mt-3">
          <ConfirmedForm action={deletePromotionAction} fields={{ promotion_id: promotion.id }} id="confirm-delete-promotion" confirm="Yes, delete this promotion" button="Delete promotion" />
        </div>
      </section>
    </>
  );
}
