// An offering's plans as a shopper chooses between them (/subscriptions and a covered product's page): each with its
// price per bill, the plan in words, its trial, and the Subscribe form.
import type { OfferingChoice } from "@/lib/commerce/subscriptions/subscription-pages";
import { SubscribeForm } from "./subscribe-form";

/** `headingLevel`: the plans' headings under the page's own (h4 under /subscriptions' h3, h3 under a product's h2). */
export function PlanChoices({ offering, headingLevel = 4 }: { offering: OfferingChoice; headingLevel?: 3 | 4 }) {
  const PlanHeading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label={`Plans of ${offering.name}`}>
      {offering.plans.map((plan) => (
        <li key={plan.id} className="rounded-md border border-stone-200 p-4" data-testid="plan">
          <PlanHeading className="text-lg font-medium">{plan.name}</PlanHeading>
          <p className="mt-1 text-2xl font-semibold" data-testid="plan-price" data-value={plan.price?.amount}>
            {plan.price ? plan.price.formatted : "—"}
            <span className="text-sm font-normal text-stone-600"> per bill</span>
          </p>
          {plan.sentences.map((sentence, index) => (
            <p key={sentence} className={`mt-1 text-sm ${index === 0 ? "text-stone-700" : "text-stone-600"}`} data-testid="plan-sentence">
              {sentence}
            </p>
          ))}
          {plan.trial ? <p className="text-sm text-stone-700">{plan.trial}</p> : null}
          <div className="mt-3">
            <SubscribeForm offeringId={offering.id} planId={plan.id} planName={`${offering.name}: ${plan.name}`} available={Boolean(plan.price)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
