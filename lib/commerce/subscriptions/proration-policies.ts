// Proration policies (EP's subscription_proration_policy, docs/subscriptions.md): administrators keep the store's
// policies, a name and how a part of a period would be rounded (up, down, nearest). Kept and answered: nothing is
// prorated here (a plan change takes effect at the next bill, plan-change.ts), and offerings do not name one yet.
import { prorationPolicyStore } from "@/lib/storage/subscriptions/proration-policy-store";
import type { ProrationPolicyRow } from "@/lib/storage/subscriptions/rows";
import { recordAdministratorChange } from "../activity/administrator";
import type { Caller } from "../auth/tokens";
import { notFound } from "../errors";
import { now } from "../clock";
import type { Page } from "../page";
import { assertBodyId } from "./body-id";
import { assertUuid } from "./offerings";
import type { ProrationPolicyChange, ProrationPolicyInput } from "./schemas";

const policyNotFound = () => notFound("Not Found", "No proration policy found");

const record = (caller: Caller, action: string, row: ProrationPolicyRow, words: string) =>
  recordAdministratorChange(caller, { action, subject: { type: "subscription_proration_policy", id: row.id }, summary: `${words} proration policy ${row.name}` });

export const listProrationPolicies = (page: Page) => prorationPolicyStore().list(page);

export async function findProrationPolicy(id: string): Promise<ProrationPolicyRow> {
  assertUuid(id, "proration_policy_uuid");
  const row = await prorationPolicyStore().find(id);
  if (!row) throw policyNotFound();
  return row;
}

export async function createProrationPolicy(caller: Caller, input: ProrationPolicyInput): Promise<ProrationPolicyRow> {
  const { name, rounding, external_ref } = input.data.attributes;
  const at = now();
  const row = await prorationPolicyStore().insert({ name, rounding, externalRef: external_ref ?? null, createdAt: at, updatedAt: at });
  await record(caller, "proration_policy.create", row, "Added");
  return row;
}

export async function updateProrationPolicy(caller: Caller, id: string, input: ProrationPolicyChange): Promise<ProrationPolicyRow> {
  assertUuid(id, "proration_policy_uuid");
  assertBodyId(input.data.id, id, "proration policy");
  const { name, rounding, external_ref } = input.data.attributes;
  const row = await prorationPolicyStore().update(id, {
    ...(name !== undefined ? { name } : {}),
    ...(rounding !== undefined ? { rounding } : {}),
    ...(external_ref !== undefined ? { externalRef: external_ref } : {}),
    updatedAt: now(),
  });
  if (!row) throw policyNotFound();
  await record(caller, "proration_policy.update", row, "Saved");
  return row;
}

export async function deleteProrationPolicy(caller: Caller, id: string): Promise<void> {
  const row = await findProrationPolicy(id);
  if (!(await prorationPolicyStore().delete(row.id))) throw policyNotFound();
  await record(caller, "proration_policy.delete", row, "Deleted");
}
