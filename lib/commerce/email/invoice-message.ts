// A subscription invoice's e-mail, written to the outbox in the billing run's transaction that made the invoice
// (billing-run.ts): one per invoice, to the subscription's e-mail.
import type { Executor } from "@/lib/storage/db";
import { formatMoney } from "../money";
import { emailDate, emailLinkOrigin } from "./link-origin";
import { storeMailFacts } from "../settings/store-details";
import { enqueueEmail } from "./outbox";

/** What the message tells of an invoice. */
type Invoice = {
  id: string;
  number: number;
  periodStart: Date;
  periodEnd: Date;
  amount: number;
  currency: string;
  items: readonly { description: string; price: { amount: number; currency: string } }[];
};
/** What the message tells of the subscription: whom it goes to. */
type Subscription = { id: string; name: string; email: string | null };

export async function enqueueInvoiceMessage(tx: Executor, subscription: Subscription, invoice: Invoice, facts: { offeringName: string; paid: boolean }): Promise<void> {
  if (!subscription.email) return;
  const { storeName } = await storeMailFacts(tx);
  await enqueueEmail(tx, {
    kind: "subscription_invoice",
    to: subscription.email,
    sendKey: `subscription-invoice:${invoice.id}`,
    payload: {
      memberName: subscription.name,
      invoiceNumber: invoice.number,
      subscriptionName: facts.offeringName,
      periodStart: emailDate(invoice.periodStart, invoice.currency),
      periodEnd: emailDate(invoice.periodEnd, invoice.currency),
      amount: formatMoney(invoice.amount, invoice.currency),
      paid: facts.paid,
      lines: invoice.items.map((item) => ({ description: item.description, amount: formatMoney(item.price.amount, item.price.currency) })),
      subscriptionUrl: `${emailLinkOrigin()}/account/subscriptions/${subscription.id}`,
      storeName,
    },
  });
}
