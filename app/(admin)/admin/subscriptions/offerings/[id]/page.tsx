import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ActivityList } from "@/components/admin/activity-list";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { OfferingDetailsForm, PlanForm } from "@/components/admin/offering-forms";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { PageSection } from "@/components/admin/page-section";
import { PageTitle } from "@/components/admin/page-title";
import { FoundProducts, ProductSearchForm } from "@/components/admin/product-finder";
import { activityOf } from "@/lib/commerce/activity/activity";
import { productsMatching } from "@/lib/commerce/catalog/category-admin";
import { ApiError } from "@/lib/commerce/errors";
import { formatMoney } from "@/lib/commerce/money";
import { adminOffering } from "@/lib/commerce/subscriptions/admin-offerings";
import { planFormCurrencies, planFormValues } from "@/lib/commerce/subscriptions/offering-form";
import { requireAdmin } from "@/lib/web/admin-session";
import { currencyCodes } from "@/lib/commerce/currencies/currencies";
import { addOfferingProductsAction, deleteOfferingAction, removeOfferingProductAction, removePlanAction, saveOfferingDetailsAction, savePlanAction } from "../actions";

export const metadata: Metadata = { title: "Offering" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function offeringOr404(id: string) {
  try {
    return await adminOffering(id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

const quietButton = "rounded border border-stone-400 bg-white px-3 py-1 text-sm font-medium text-brand-700 hover:bg-stone-100";

export default async function AdminOfferingPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireAdmin(`/admin/subscriptions/offerings/${id}`);
  const { offering, products, plans, planWords } = await offeringOr404(id);
  const query = await searchParams;
  const done = typeof query.done === "string" ? query.done.slice(0, 300) : "";
  const error = typeof query.error === "string" ? query.error.slice(0, 300) : "";
  const term = typeof query.q === "string" ? query.q.slice(0, 100) : "";
  const covered = new Set(products.map((p) => p.sku).filter(Boolean));
  const found = term ? (await productsMatching(term)).filter((p) => !covered.has(p.sku)) : [];
  const activity = await activityOf({ type: "subscription_offering", id: offering.id });
  const storeCurrencies = await currencyCodes();
  const newPlanCurrencies = planFormCurrencies(storeCurrencies);
  const hidden = { offering_id: offering.id };
  return (
    <>
      <PageTitle back={{ href: "/admin/subscriptions/offerings", label: "Offerings and plans" }}>{offering.name}</PageTitle>
      <div id="outcome">
        <OutcomeNotice done={done} error={error} />
      </div>

      <PageSection id="details-heading" title="Details">
        <OfferingDetailsForm action={saveOfferingDetailsAction} initial={{ offering_name: offering.name, offering_description: offering.description ?? "" }} offeringId={offering.id} />
      </PageSection>

      <PageSection id="products-heading" title="Products it covers">
        <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="offering-products">
          {products.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2" data-testid="offering-product">
              <span className="min-w-0 break-words">
                <span className="font-medium">{product.name}</span>{" "}
                <span className="text-sm text-stone-600">
                  · {product.sku || "no SKU"}
                  {Object.entries(product.price ?? {}).map(([currency, p]) => ` · ${formatMoney(p.amount, currency)}`)}
                </span>
              </span>
              <form action={removeOfferingProductAction}>
                <input type="hidden" name="offering_id" value={offering.id} />
                <input type="hidden" name="product_id" value={product.id} />
                <button type="submit" className={quietButton} aria-label={`Take ${product.name} out`}>
                  Take out
                </button>
              </form>
            </li>
          ))}
        </ul>
        <h3 className="mt-6 font-semibold">Add products</h3>
        <ProductSearchForm href={`/admin/subscriptions/offerings/${offering.id}#products-heading`} term={term} />
        {term ? (
          found.length ? (
            <FoundProducts action={addOfferingProductsAction} fields={hidden} found={found} detail={(product) => `· ${product.sku || "no SKU"}`} button="Add chosen products" />
          ) : (
            <p className="mt-3 text-sm" role="status">
              No other products match “{term}”.
            </p>
          )
        ) : null}
      </PageSection>

      <PageSection id="plans-heading" title="Plans">
        <ul className="mt-2 space-y-4" data-testid="offering-plans">
          {plans.map((plan) => {
            const currencies = planFormCurrencies(storeCurrencies, plan);
            return (
              <li key={plan.id} className="rounded-lg border border-stone-200 bg-white p-4" data-testid="offering-plan">
                <h3 className="break-words font-semibold">{plan.name}</h3>
                <p className="mt-1 text-sm text-stone-700">{planWords.get(plan.id)}</p>
                <details className="mt-3">
                  <summary className="cursor-pointer font-medium text-brand-700">Change {plan.name}</summary>
                  <PlanForm
                    action={savePlanAction}
                    initial={planFormValues(plan, currencies)}
                    currencies={currencies}
                    offeringId={offering.id}
                    planId={plan.id}
                    prefix={`plan-${plan.id}`}
                    submitLabel="Save plan"
                  />
                </details>
                <div className="mt-3">
                  <ConfirmedForm action={removePlanAction} fields={{ ...hidden, plan_id: plan.id }} id={`remove-plan-${plan.id}`} confirm={`Yes, remove the plan ${plan.name}`} button="Remove plan" />
                </div>
              </li>
            );
          })}
        </ul>
        <h3 className="mt-6 font-semibold">Add a plan</h3>
        <PlanForm action={savePlanAction} initial={planFormValues(undefined, newPlanCurrencies)} currencies={newPlanCurrencies} offeringId={offering.id} prefix="new-plan" submitLabel="Add plan" />
      </PageSection>

      <ActivityList entries={activity} />

      <PageSection id="delete-heading" title="Delete this offering">
        <p className="mt-1 text-sm text-stone-600">An offering that subscriptions use cannot be deleted.</p>
        <div className="mt-3">
          <ConfirmedForm action={deleteOfferingAction} fields={hidden} id="confirm-delete-offering" confirm="Yes, delete this offering" button="Delete offering" />
        </div>
      </PageSection>
    </>
  );
}
