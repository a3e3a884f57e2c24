// `subscription_item` (docs/subscriptions.md "Subscribing through the cart"): EP's item that subscribes to an
// offering's plan — `id` the offering, `subscription_configuration.plan` one of its plans. The line costs what
// checkout charges for the plan (its price per bill in the cart's currency, times the quantity; nothing when the
// plan starts with a trial), and is one line per (offering, plan). `pricing_option` is taken and not used: in this
// store a plan carries its own price.
import { z } from "zod";
import { ApiError } from "../../errors";
import { checkoutUnitAmount } from "../../subscriptions/billing-schedule";
import { planPrice } from "../../subscriptions/plan-price";
import type { OfferingParts } from "@/lib/storage/subscriptions/rows";
import { currencyMismatch } from "../cart-currency";
import { subscriptionLineIdentity } from "../line-identity";
import { quantitySchema, type ItemHandler, type LineDraft } from "./item-handler";
import { uuidField } from "@/lib/commerce/uuid";

const schema = z.object({
  type: z.literal("subscription_item"),
  id: uuidField("id is the subscription offering's UUID"),
  quantity: quantitySchema,
  subscription_configuration: z.object({
    plan: uuidField("plan is the UUID of one of the offering's plans"),
    pricing_option: uuidField().optional(),
  }),
});

type SubscriptionItemInput = z.output<typeof schema>;

export const offeringNotInStore = (id: string) =>
  new ApiError({ status: 404, title: "Offering not found", detail: `No subscription offering ${id}`, meta: { id } });

export const planNotInOffering = (offeringId: string, planId: string, source: string) =>
  new ApiError({
    status: 400,
    title: "Plan not found",
    detail: `The offering ${offeringId} has no plan ${planId}`,
    source: `${source}.subscription_configuration.plan`,
    meta: { value: planId },
  });

export const subscriptionItemHandler: ItemHandler<SubscriptionItemInput, Map<string, OfferingParts>> = {
  schema,
  load: (reads, inputs) => reads.offerings([...new Set(inputs.map((input) => input.id.toLowerCase()))]),
  resolve(input, ctx, offerings): LineDraft[] {
    const parts = offerings.get(input.id.toLowerCase());
    if (!parts) throw offeringNotInStore(input.id);
    const plan = parts.plans.find((p) => p.id === input.subscription_configuration.plan.toLowerCase());
    if (!plan) throw planNotInOffering(input.id, input.subscription_configuration.plan, ctx.source);
    const price = planPrice(plan, parts.products, ctx.currency);
    if (!price) {
      throw currencyMismatch(ctx.currency, { detail: `the plan ${plan.id} has no price in ${ctx.currency}`, meta: { id: plan.id } });
    }
    const image = parts.products.find((p) => p.mainImage)?.mainImage;
    return [
      {
        type: "subscription_item",
        identity: subscriptionLineIdentity(parts.offering.id, plan.id),
        productId: null,
        name: `${parts.offering.name}: ${plan.name}`,
        description: plan.description ?? parts.offering.description ?? "",
        sku: plan.externalRef ?? "",
        slug: "",
        quantity: input.quantity,
        unitAmount: checkoutUnitAmount(plan, price.amount),
        includesTax: price.includes_tax,
        customInputs: null,
        bundleConfiguration: null,
        shippingGroupId: null,
        // The line shows the offering's first product image.
        image: image ? { href: image, mime_type: "", file_name: "" } : null,
        subscription: { offering_id: parts.offering.id, plan_id: plan.id },
        // The offering's price of now wins, as the catalog's does for products.
        refreshExisting: true,
      },
    ];
  },
};
