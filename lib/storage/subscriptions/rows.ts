// The rows subscriptions are made of, as the database holds them, and what the subscription stores read and
// write. A leaf: the stores and the subscriptions domain (lib/commerce/subscriptions) both depend on these types,
// and they depend on nothing but the schema.
import type {
  subscriptionDunningRules,
  subscriptionFeatures,
  subscriptionInvoices,
  subscriptionJobs,
  subscriptionOfferings,
  subscriptionPlans,
  subscriptionProducts,
  subscriptionProrationPolicies,
  subscriptionStates,
  subscriptionSubscribers,
  subscriptions,
} from "../schema";

export type OfferingRow = typeof subscriptionOfferings.$inferSelect;
export type OfferingProductRow = typeof subscriptionProducts.$inferSelect;
export type OfferingPlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type StateRow = typeof subscriptionStates.$inferSelect;
export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type DunningRuleRow = typeof subscriptionDunningRules.$inferSelect;
export type NewDunningRuleRow = typeof subscriptionDunningRules.$inferInsert;
export type JobRow = typeof subscriptionJobs.$inferSelect;
export type NewJobRow = typeof subscriptionJobs.$inferInsert;
export type ProrationPolicyRow = typeof subscriptionProrationPolicies.$inferSelect;
export type NewProrationPolicyRow = typeof subscriptionProrationPolicies.$inferInsert;
export type FeatureRow = typeof subscriptionFeatures.$inferSelect;
export type NewFeatureRow = typeof subscriptionFeatures.$inferInsert;
export type SubscriberRow = typeof subscriptionSubscribers.$inferSelect;
export type NewSubscriberRow = typeof subscriptionSubscribers.$inferInsert;

export type NewOfferingRow = typeof subscriptionOfferings.$inferInsert;
/** An offering's product or plan before it has an offering to belong to. */
export type NewOfferingProductRow = Omit<typeof subscriptionProducts.$inferInsert, "offeringId">;
export type NewOfferingPlanRow = Omit<typeof subscriptionPlans.$inferInsert, "offeringId">;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type NewStateRow = typeof subscriptionStates.$inferInsert;
export type NewInvoiceRow = typeof subscriptionInvoices.$inferInsert;

/** An offering with its products and plans, in their positions. */
export type OfferingParts = { offering: OfferingRow; products: OfferingProductRow[]; plans: OfferingPlanRow[] };

/** A page of a list: how many rows to skip and to take. */
export type RowPage = { limit: number; offset: number };

/** The columns of a subscription a change may set. */
export type SubscriptionUpdate = Partial<
  Pick<
    SubscriptionRow,
    "canceled" | "paused" | "closed" | "suspended" | "status" | "invoiceAfter" | "endDate" | "canceledAt" | "pausedAt" | "resumedAt" | "updatedAt"
  >
>;

/** The columns of a subscription an administrator's revision may set (its plan, its payment authority). */
export type SubscriptionRevision = Partial<Pick<SubscriptionRow, "planId" | "paymentAuthority" | "updatedAt">>;

/** The columns of an invoice its payment sets. */
export type InvoiceUpdate = Partial<Pick<InvoiceRow, "outstanding" | "manualPaymentPending" | "paymentGateway" | "paymentReference" | "paidAt">>;
