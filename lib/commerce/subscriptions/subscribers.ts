// Subscribers (EP's subscription_subscriber, docs/subscriptions.md "Subscribers"): administrators record who pays
// for an account's subscriptions, its name, e-mail and payment authority. The account must exist; the list takes
// EP's `filter` (eq on account_id, name, email). Reads and writes go through the subscriber store.
import { subscriberStore, type SubscriberWhere } from "@/lib/storage/subscriptions/subscriber-store";
import { subscriptionStore } from "@/lib/storage/subscriptions/subscription-store";
import type { SubscriberRow } from "@/lib/storage/subscriptions/rows";
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { ApiError, notFound } from "../errors";
import { now } from "../clock";
import type { Page } from "../page";
import { filterRefused, parseEqFilter } from "./eq-filter";
import { assertBodyId } from "./body-id";
import { assertUuid } from "./offerings";
import type { CreateSubscriberInput, UpdateSubscriberInput } from "./schemas";
import { isUuid } from "../uuid";

const subscriberNotFound = () => notFound("Not Found", "No subscriber found");

/** The list's `filter`: eq on account_id (a UUID), name and email. */
export function parseSubscriberFilter(filter: string | null | undefined): SubscriberWhere {
  const where: SubscriberWhere = {};
  for (const { field, value } of parseEqFilter(filter, ["account_id", "name", "email"] as const, "Subscribers")) {
    if (field === "account_id") {
      if (!isUuid(value)) throw filterRefused("account_id is a UUID.", filter!);
      where.accountId = value.toLowerCase();
    } else where[field] = value;
  }
  return where;
}

export function listSubscribers(where: SubscriberWhere, page: Page) {
  return subscriberStore().list(where, page);
}

export async function findSubscriber(id: string): Promise<SubscriberRow> {
  assertUuid(id, "subscriber_uuid");
  const row = await subscriberStore().find(id);
  if (!row) throw subscriberNotFound();
  return row;
}

export async function createSubscriber(caller: Caller, input: CreateSubscriberInput): Promise<SubscriberRow> {
  const { attributes } = input.data;
  if (!(await subscriptionStore().accountExists(attributes.account_id))) {
    throw new ApiError({ status: 400, title: "Account not found", detail: "No account has this id.", source: "data.attributes.account_id", meta: { value: attributes.account_id } });
  }
  const at = now();
  const row = await subscriberStore().insert({
    accountId: attributes.account_id,
    name: attributes.name,
    email: attributes.email,
    paymentAuthority: attributes.payment_authority ?? null,
    createdAt: at,
    updatedAt: at,
  });
  await recordAdministratorChange(caller, { action: "subscriber.create", subject: { type: "subscription_subscriber", id: row.id }, summary: `Added subscriber ${row.name}` });
  return row;
}

/** PUT: what is given changes; a payment_authority of null removes it. */
export async function updateSubscriber(caller: Caller, id: string, input: UpdateSubscriberInput): Promise<SubscriberRow> {
  assertUuid(id, "subscriber_uuid");
  assertBodyId(input.data.id, id, "subscriber");
  const { name, email, payment_authority } = input.data.attributes;
  const row = await subscriberStore().update(id, {
    ...(name !== undefined ? { name } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(payment_authority !== undefined ? { paymentAuthority: payment_authority } : {}),
    updatedAt: now(),
  });
  if (!row) throw subscriberNotFound();
  await recordAdministratorChange(caller, { action: "subscriber.update", subject: { type: "subscription_subscriber", id: row.id }, summary: `Saved subscriber ${row.name}` });
  return row;
}

export async function deleteSubscriber(caller: Caller, id: string): Promise<void> {
  const row = await findSubscriber(id);
  if (!(await subscriberStore().delete(row.id))) throw subscriberNotFound();
  await recordAdministratorChange(caller, { action: "subscriber.delete", subject: { type: "subscription_subscriber", id: row.id }, summary: `Deleted subscriber ${row.name}` });
}
